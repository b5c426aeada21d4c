import "server-only";
import { revalidatePath } from "next/cache";
import type { PathToRevalidate } from "@/lib/cache/revalidate-paths";

/**
 * The public pages that list suggestions (by their public titles): /roadmap by status, /changelog
 * beside the entries that shipped them. The one list every suggestion write revalidates, so an
 * edit, a delete, a reset, a restore or an erase never leaves one of them showing a stale card.
 */
export const SUGGESTION_PAGES = ["/roadmap", "/changelog", "/ideas"] as const;

/**
 * The paths of SUGGESTION_PAGES, and every idea's page: a card's words also appear among other
 * ideas' similar ones. Cached pages carry their route's implicit tags, route group included: the
 * group's path reaches them.
 */
const suggestionPaths = (): PathToRevalidate[] => [...SUGGESTION_PAGES.map((path) => ({ path })), { path: "/(site)/ideas/[id]", type: "page" }];

const revalidateAll = (paths: PathToRevalidate[]) => paths.forEach(({ path, type }) => revalidatePath(path, type));

/** After suggestions change: a roadmap card's status, public flag, title or summary, or a delete, reset, restore or erase. */
export function revalidateSuggestionPages() {
  revalidateAll(suggestionPaths());
}

/** The paths a changelog entry's write, publish or delete changes: the pages, its feed and the sitemap. */
export function changelogPaths(): PathToRevalidate[] {
  return [...suggestionPaths(), { path: "/changelog/rss.xml" }, { path: "/sitemaps/pages.xml" }];
}

/** After a changelog entry is written, published or deleted (in a request; a job returns changelogPaths). */
export function revalidateChangelog() {
  revalidateAll(changelogPaths());
}
