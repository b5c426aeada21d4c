import { READING_WORDS_PER_MINUTE } from "@/lib/config";

/** Words in a markdown text (markup characters do not count as words). */
export function countWords(markdown: string): number {
  const words = markdown.replace(/[#*_`>[\]()!-]+/g, " ").match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words?.length ?? 0;
}

/** Reading time in minutes: words ÷ 200, rounded up (spec section 5); at least 1 minute. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / READING_WORDS_PER_MINUTE));
}

export function readingTimeLabel(markdown: string): string {
  return `${readingMinutes(markdown)} min read`;
}

/** "1,234 words" (the article's meta and the post form's live count). */
export function wordCountLabel(markdown: string): string {
  const words = countWords(markdown);
  return `${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"}`;
}

/** The post form's live count: "120 words · 1 min read", or "No words yet" (an empty post has no reading time). */
export function postStatsLabel(markdown: string): string {
  return countWords(markdown) === 0 ? "No words yet" : `${wordCountLabel(markdown)} · ${readingTimeLabel(markdown)}`;
}
