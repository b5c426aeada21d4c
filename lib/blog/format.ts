import { formatSiteDate } from "@/lib/format/site-date";

/** The post's date in the site's words ("4 July 2025" in en-GB), or the spec's 'Unknown date'. */
export function formatPostDate(date: Date | string | null | undefined): string {
  return formatSiteDate(date, "day", "Unknown date");
}
