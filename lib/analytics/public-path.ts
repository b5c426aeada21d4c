// The public pages a page view may name (app/(site)); anything else is a forged path. Shared by the
// beacon (which stays free of zod) and the collector's schema.
export const PUBLIC_PATH = /^\/(?:privacy|terms|cookies|email-status|roadmap|changelog|unsubscribe|ideas(?:\/[\w-]{1,64})?|blog(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)?$/;
export const MAX_PAGE_PATH = 160;
