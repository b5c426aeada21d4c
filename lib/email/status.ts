import "server-only";
import { EMAIL_STATUS_CACHE_MS } from "@/lib/config";
import { outboxHealth } from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { configuredProvider, type EmailProvider, type ProviderCheck } from "@/lib/email/provider";
import { logger } from "@/lib/logger";

export type EmailStatus = {
  /** "not_configured": no provider (no RESEND_API_KEY); messages stay in the outbox and the log. */
  emailSystemStatus: "operational" | "not_configured" | "failed";
  environment: string;
  emailProvider: EmailProvider["name"];
  /** Where the SDK sends requests (RESEND_BASE_URL or Resend's own API); null for the log provider. */
  proxyUrl: string | null;
  /** "not_configured" for the log provider: there is no proxy to connect to. */
  proxyStatus: "connected" | "not_configured" | "failed";
  proxyError: string | null;
  /** When the provider check ran (checks are cached for EMAIL_STATUS_CACHE_MS). */
  timestamp: string;
  deploymentInfo: { recommendation: string };
  /** Where messages go now, and what to set so they are e-mailed (empty once a provider is configured). */
  delivery: { destination: string; toConfigure: string[] };
  outbox: { queued: number; failed: number; oldestQueuedAgeSeconds: number | null } | null;
};

/** What a site owner sets to have messages e-mailed (README's environment table). */
const TO_CONFIGURE = ["RESEND_API_KEY", "CONTACT_TO_EMAIL", "EMAIL_FROM", "RESEND_BASE_URL (only behind a proxy)"] as const;

type CachedCheck = { provider: EmailProvider; at: number; result: Promise<ProviderCheck> };
let lastCheck: CachedCheck | undefined;

/** The provider's check, shared by every caller for a short while so polling cannot hammer it. */
function cachedCheck(provider: EmailProvider, now: number) {
  const hit = lastCheck;
  if (hit && hit.provider === provider && now - hit.at < EMAIL_STATUS_CACHE_MS) return hit;
  const result = provider.check().catch((error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }));
  const entry = { provider, at: now, result };
  lastCheck = entry;
  return entry;
}

export function clearEmailStatusCache() {
  lastCheck = undefined;
}

function recommendation(provider: EmailProvider, check: ProviderCheck, failedCount: number, detailed: boolean) {
  const failedNote = failedCount > 0 ? ` ${failedCount} message(s) failed for good: send them again from the admin's Contact Forms tab.` : "";
  if (!check.ok && !detailed) {
    return `Email proxy is not responding. Messages stay queued and are sent when it recovers; the signed-in admin sees the details here.${failedNote}`;
  }
  if (!check.ok) {
    return `Email proxy is not responding: check that the proxy at ${provider.proxyUrl} is running and reachable and that RESEND_API_KEY is valid. Messages stay queued and are sent when it recovers.${failedNote}`;
  }
  if (provider.name === "log") {
    return `No e-mail provider is configured: messages are kept in the outbox and written to the server log, and nothing is e-mailed. Set ${TO_CONFIGURE.join(", ")} to deliver them.${failedNote}`;
  }
  return `Email delivery through Resend is working.${failedNote}`;
}

/**
 * GET /api/email-status's answer: a real (cached) provider check plus the outbox's health.
 * `detailed` (the admin only) adds where the provider is and its error text; visitors see the
 * state alone, never an internal URL or a provider's message.
 */
export async function getEmailStatus(
  { detailed }: { detailed: boolean },
  provider: EmailProvider = configuredProvider(),
  now = Date.now(),
): Promise<EmailStatus> {
  const entry = cachedCheck(provider, now);
  const [check, outbox] = await Promise.all([
    entry.result,
    outboxHealth().catch((error: unknown) => {
      logger.warn(`[email] outbox health unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }),
  ]);
  const configured = provider.name !== "log";
  return {
    emailSystemStatus: !configured ? "not_configured" : check.ok ? "operational" : "failed",
    environment: env.NODE_ENV,
    emailProvider: provider.name,
    proxyUrl: detailed ? provider.proxyUrl : null,
    proxyStatus: !configured ? "not_configured" : check.ok ? "connected" : "failed",
    proxyError: detailed ? check.error : null,
    timestamp: new Date(entry.at).toISOString(),
    deploymentInfo: { recommendation: recommendation(provider, check, outbox?.failed ?? 0, detailed) },
    delivery: configured
      ? { destination: "Sent by e-mail through Resend, from the outbox (retried until delivered)", toConfigure: [] }
      : { destination: "Kept in the outbox and written to the server log (not e-mailed)", toConfigure: [...TO_CONFIGURE] },
    outbox: outbox && {
      queued: outbox.queued,
      failed: outbox.failed,
      oldestQueuedAgeSeconds: outbox.oldestQueuedAt ? Math.max(0, Math.round((now - outbox.oldestQueuedAt.getTime()) / 1000)) : null,
    },
  };
}
