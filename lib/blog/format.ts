// Dates as visitors read them; fixed locale and time zone so server HTML never differs by host.
const formatter = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "July 4, 2025", or the spec's 'Unknown date' when the post has none. */
export function formatPostDate(date: Date | string | null | undefined): string {
  if (!date) return "Unknown date";
  const d = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? "Unknown date" : formatter.format(d);
}
