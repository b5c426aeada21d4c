import "server-only";
import { render } from "@react-email/render";
import { BlogMarkdown } from "@/lib/blog/markdown";

/**
 * A changelog entry's body as the feed carries it: HTML from the page's own renderer (the same
 * parser, element allow-list and URL filter), so a feed reader shows what the page shows and
 * never what the page strips. Rendered through the e-mails' renderer: a route handler may not
 * import react-dom/server itself. It returns a document with React's comment markers (Suspense,
 * text separators); the feed wants the fragment alone. Content can make no comment of its own:
 * raw HTML is skipped, and text has its "<" escaped.
 */
export async function changelogEntryHtml(body: string): Promise<string> {
  const html = await render(<BlogMarkdown content={body} nested />);
  return html.replace(/^<!DOCTYPE[^>]*>/i, "").replace(/<!--.*?-->/gs, "");
}
