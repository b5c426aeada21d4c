// A post's short texts and their fallbacks, one rule for every place that shows them (cards, the
// article, meta tags, Open Graph, RSS, JSON-LD): excerpt → derived from the content; SEO title →
// title; SEO description → excerpt.
export const DERIVED_EXCERPT_LENGTH = 160;

type PostTexts = { title: string; excerpt: string; content: string; seoTitle?: string; seoDescription?: string };

/** Markdown as the plain prose a reader sees: no headings, markup, link targets or images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    // Headings are signposts, not prose: an excerpt starts with the first sentence.
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first words of a text, cut at a word boundary with an ellipsis when it is longer. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export function postExcerpt(post: PostTexts): string {
  return post.excerpt.trim() || truncateWords(plainText(post.content), DERIVED_EXCERPT_LENGTH);
}

export function postSeoTitle(post: PostTexts): string {
  return post.seoTitle?.trim() || post.title;
}

export function postSeoDescription(post: PostTexts): string {
  return post.seoDescription?.trim() || postExcerpt(post);
}
