import { createHash } from "node:crypto";
import { UAParser } from "ua-parser-js";

/**
 * The day's visitor id, the Plausible way: a hash of the day's secret salt, the site, the client
 * address and the user agent. The salt is deleted after its day, so yesterday's ids can no longer
 * be linked to anyone; the address and user agent themselves are never stored. 64 bits (as a
 * signed bigint for PostgreSQL) make a collision among one day's visitors negligible.
 */
export function visitorHash(salt: Uint8Array, site: string, ip: string, userAgent: string): bigint {
  const digest = createHash("sha256").update(salt).update(`\0${site}\0${ip}\0${userAgent}`).digest();
  return digest.readBigInt64BE(0);
}

export type UserAgentInfo = { device: "Desktop" | "Mobile" | "Tablet"; browser: string; os: string };

/** Device class, browser and OS names: all that is kept of a user agent. */
export function describeUserAgent(userAgent: string): UserAgentInfo {
  const parsed = new UAParser(userAgent.slice(0, 512)).getResult();
  const type = parsed.device.type;
  const device = type === "mobile" || type === "wearable" ? "Mobile" : type === "tablet" ? "Tablet" : "Desktop";
  return { device, browser: parsed.browser.name ?? "Unknown", os: parsed.os.name ?? "Unknown" };
}

const MAX_DIMENSION = 100;

/** The referrer's host (no path, no query), or null when absent, unparsable or our own site. */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, "")) return null;
  return host.slice(0, MAX_DIMENSION);
}

export type Utm = { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };

/** utm_source, utm_medium and utm_campaign of a query string; every other parameter is dropped. */
export function utmParameters(query: string | undefined): Utm {
  const params = new URLSearchParams(query ?? "");
  const pick = (name: string) => params.get(name)?.trim().toLowerCase().slice(0, MAX_DIMENSION) || null;
  return { utmSource: pick("utm_source"), utmMedium: pick("utm_medium"), utmCampaign: pick("utm_campaign") };
}

/** Do Not Track or Global Privacy Control: such a visitor is not counted at all. */
export function optedOut(headers: { get(name: string): string | null }): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}
