import "server-only";
import { EMAIL_STATUS_CACHE_MS } from "@/lib/config";
import { outboxHealth } from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { configuredProvider, type EmailProvider, type ProviderCheck } from "@/lib/email/provider";
import { logger } from "@/lib/logger";

export type EmailStatus = {
  emailSystemStatus: "operational" | "failed";
  environment: string;
  emailProvider: EmailProvider["name"];
  /** Where the SDK sends requests (RESEND_BASE_URL or Resend's own API); null for the log provider. */
  proxyUrl: string | null;
  /** For the log provider 'connected' means its sink, the server log, is available. */
  proxyStatus: "connected" | "failed";
  proxyError: string | null;
  /** When the provider check ran (checks are cached for EMAIL_STATUS_CACHE_MS). */
  timestamp: string;
  deploymentInfo: { recommendation: string };
  outbox: { queued: number; failed: number; oldestQueuedAgeSeconds: number | null } | null;
};

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
    return `No RESEND_API_KEY is set: messages are kept in the outbox and written to the server log instead of being e-mailed. Set RESEND_API_KEY (and RESEND_BASE_URL for a proxy) to deliver them.${failedNote}`;
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
  return {
    emailSystemStatus: check.ok ? "operational" : "failed",
    environment: env.NODE_ENV,
    emailProvider: provider.name,
    proxyUrl: detailed ? provider.proxyUrl : null,
    proxyStatus: check.ok ? "connected" : "failed",
    proxyError: detailed ? check.error : null,
    timestamp: new Date(entry.at).toISOString(),
    deploymentInfo: { recommendation: recommendation(provider, check, outbox?.failed ?? 0, detailed) },
    outbox: outbox && {
      queued: outbox.queued,
      failed: outbox.failed,
      oldestQueuedAgeSeconds: outbox.oldestQueuedAt ? Math.max(0, Math.round((now - outbox.oldestQueuedAt.getTime()) / 1000)) : null,
    },
  };
}
