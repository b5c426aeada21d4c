import "server-only";
import { isbot } from "isbot";
import { describeUserAgent, optedOut, visitorHash, type UserAgentInfo } from "@/lib/analytics/visitor";
import { clientIp } from "@/lib/api/request";
import { dailySalt } from "@/lib/data/analytics";
import { siteUrl } from "@/lib/env";

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
