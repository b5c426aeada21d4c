import "server-only";
import { isbot } from "isbot";
import { describeUserAgent, optedOut, visitorHash, type UserAgentInfo } from "@/lib/analytics/visitor";
import { clientIp } from "@/lib/api/request";
import { dailySalt, recordEvent } from "@/lib/data/analytics";
import { publishedSlugExists } from "@/lib/data/blog";
import { siteUrl } from "@/lib/env";
import { logger } from "@/lib/logger";
import { analyticsAllowed } from "@/lib/rate-limit";
import type { ServerEventName } from "@/lib/validation/events";

const SITE = new URL(siteUrl).host;
export const SITE_HOST = new URL(siteUrl).hostname;

type Headers = { headers: { get(name: string): string | null } };

// The bot check and the user-agent parser are long regular-expression lists, and a site sees few
// distinct user agents: each is classified once (null: a bot). Bounded; cleared when full.
const MAX_AGENTS = 2000;
const agents = new Map<string, UserAgentInfo | null>();
function classify(userAgent: string): UserAgentInfo | null {
  let found = agents.get(userAgent);
  if (found === undefined) {
    found = isbot(userAgent) ? null : describeUserAgent(userAgent);
    if (agents.size >= MAX_AGENTS) agents.clear();
    agents.set(userAgent, found);
  }
  return found;
}

/**
 * Who sent this request, as far as analytics may know: the day's visitor hash and the user
 * agent's device, browser and OS. Null for a visitor who asked not to be tracked (DNT, GPC),
 * for a bot, and for a request without a user agent: such requests are not counted.
 */
export async function identifyVisitor(req: Headers): Promise<({ visitorId: bigint } & UserAgentInfo) | null> {
  if (optedOut(req.headers)) return null;
  const userAgent = req.headers.get("user-agent")?.slice(0, 1024) ?? "";
  const agent = userAgent ? classify(userAgent) : null;
  if (!agent) return null;
  const salt = await dailySalt();
  return { visitorId: visitorHash(salt, SITE, clientIp(req), userAgent), ...agent };
}

/**
 * Whether this request's address is within its analytics allowance (page views and events
 * together). Over it, a beacon is dropped with the usual answer: a client that floods the
 * analytics learns nothing, and one address counts as at most that many views a minute.
 */
export const withinAnalyticsLimit = (req: Headers) => analyticsAllowed(clientIp(req));

/** A page view names a page that exists: a fixed public page, or a published post. */
export async function isExistingPage(path: string): Promise<boolean> {
  const slug = /^\/blog\/(.+)$/.exec(path)?.[1];
  return slug === undefined || publishedSlugExists(slug);
}

/**
 * Records events the server saw happen (SERVER_EVENTS) for this request's visitor; not for a bot
 * or a visitor who opted out, like their page views. Analytics never fails the request that
 * triggered it: a failed write is logged and dropped.
 */
export async function recordServerEvents(req: Headers, names: ServerEventName[]) {
  try {
    const visitor = await identifyVisitor(req);
    if (!visitor) return;
    for (const name of names) await recordEvent(name, null, visitor.visitorId);
  } catch (error) {
    logger.warn(`analytics event dropped (${names.join(", ")}): ${error instanceof Error ? error.message : String(error)}`);
  }
}
