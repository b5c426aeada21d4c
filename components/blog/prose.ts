import { MARKDOWN_PROSE_CLASSES } from "@/lib/blog/markdown";

// The article's body (and its shared preview): the markdown typography at the article's size.
export const PROSE_CLASSES = `mt-8 text-lg leading-relaxed ${MARKDOWN_PROSE_CLASSES}`;
