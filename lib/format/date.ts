// The product's one date formatter. Every date a person reads (admin lists, the e-mail status page,
// blog posts, the tester deadline on the landing page and the legal pages) goes through here, in the
// site's locale and time zone (SITE_LOCALE / SITE_TIMEZONE, read on the server by lib/format/site-date.ts
// and handed to client components by components/format/date-format.tsx), so the server's HTML and the
// browser's render give the same string.

export type DateSettings = { locale: string; timeZone: string };
export const DEFAULT_DATE_SETTINGS: DateSettings = { locale: "en-GB", timeZone: "UTC" };

const STYLES = {
  /** "30 September 2025": deadlines, policy dates, blog posts. */
  day: { day: "numeric", month: "long", year: "numeric" },
  /** "25 Nov 2026, 02:27 UTC": when something happened (admin lists, revisions, checks). */
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZoneName: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Building an Intl.DateTimeFormat is the costly part: one per locale, zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: DateStyle, { locale, timeZone }: DateSettings) {
  const key = `${locale}|${timeZone}|${style}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone })));
  return found;
}

/** The date in words, or `fallback` when there is none or it is not a date. */
export function formatDate(
  value: Date | string | number | null | undefined,
  style: DateStyle,
  settings: DateSettings = DEFAULT_DATE_SETTINGS,
  fallback = "Unknown",
): string {
  if (value === null || value === undefined || value === "") return fallback;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : formatter(style, settings).format(date);
}

/** True when the locale and the time zone are ones this runtime can format in. */
export function isValidLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
