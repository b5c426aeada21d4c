import "server-only";
import { env } from "@/lib/env";
import { formatDate, type DateSettings, type DateStyle } from "@/lib/format/date";

/** The site's locale and time zone (SITE_LOCALE, SITE_TIMEZONE). */
export const siteDateSettings: DateSettings = { locale: env.SITE_LOCALE, timeZone: env.SITE_TIMEZONE };

/** formatDate in the site's locale and time zone, for server code (pages, routes, e-mails). */
export const formatSiteDate = (value: Date | string | number | null | undefined, style: DateStyle, fallback?: string) =>
  formatDate(value, style, siteDateSettings, fallback);
