import "server-only";
import { revalidatePath } from "next/cache";

/**
 * The public pages that list suggestions (by their public titles): /roadmap by status, /changelog
 * beside the entries that shipped them. The one list every suggestion write revalidates, so an
 * edit, a delete, a reset, a restore or an erase never leaves one of them showing a stale card.
 */
export const SUGGESTION_PAGES = ["/roadmap", "/changelog", "/ideas"] as const;

/** After suggestions change: a roadmap card's status, public flag, title or summary, or a delete, reset, restore or erase. */
export function revalidateSuggestionPages() {
  for (const path of SUGGESTION_PAGES) revalidatePath(path);
  // Every idea's page: a card's words also appear among other ideas' similar ones. Cached pages
  // carry their route's implicit tags, route group included: the group's path reaches them.
  revalidatePath("/(site)/ideas/[id]", "page");
}

/** After a changelog entry is written, published or deleted: the pages, its feed and the sitemap. */
export function revalidateChangelog() {
  revalidateSuggestionPages();
  revalidatePath("/changelog/rss.xml");
  revalidatePath("/sitemaps/pages.xml");
}
