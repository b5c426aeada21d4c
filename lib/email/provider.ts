import "server-only";
import { Resend } from "resend";
import { EMAIL_CHECK_TIMEOUT_MS, EMAIL_SEND_TIMEOUT_MS } from "@/lib/config";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { isRetryable, parseRetryAfter } from "@/lib/email/retry";
import { headerValue } from "@/lib/security/header-value";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { LOGGED_PROVIDER_PREFIX } from "@/lib/email/delivery";

export const RESEND_DEFAULT_BASE_URL = "https://api.resend.com";

export type OutgoingEmail = {
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
  kind: string;
  /** List-Unsubscribe's one-click target when narrower than the address-wide one (an idea's). */
  unsubscribeUrl?: string | null;
};

export type SendResult =
  | { ok: true; providerId: string | null }
  | { ok: false; retryable: boolean; error: string; statusCode: number | null; retryAfterMs: number | null };

/** One message of a batch: its own headers (the newsletter's unsubscribe headers) and tags. */
export type BatchEmail = { to: string; subject: string; html: string; text: string; headers: Record<string, string>; tags: { name: string; value: string }[] };

/** A batch call's outcome: the provider's id of each message, in order, or why the call failed. */
export type BatchResult = { ok: true; providerIds: (string | null)[] } | Extract<SendResult, { ok: false }>;

/** Is the provider usable: endpoint reachable and key accepted. `error` says why not. */
export type ProviderCheck = { ok: boolean; error: string | null };

export type EmailProvider = {
  name: "resend" | "log";
  /** The "proxy URL" of the status page: where the SDK sends its requests (null for log). */
  proxyUrl: string | null;
  send(message: OutgoingEmail, now: Date): Promise<SendResult>;
  /** Up to 100 messages in one call (Resend's batch API); the key makes a repeated call deliver nothing twice. */
  sendBatch(messages: BatchEmail[], idempotencyKey: string, now: Date): Promise<BatchResult>;
  check(): Promise<ProviderCheck>;
};

type ResendOptions = { apiKey: string; baseUrl?: string; from: string; sendTimeoutMs?: number; checkTimeoutMs?: number };

/** Resend through its SDK. baseUrl is RESEND_BASE_URL (the SDK's own variable), passed explicitly. */
export function createResendProvider({ apiKey, baseUrl, from, sendTimeoutMs = EMAIL_SEND_TIMEOUT_MS, checkTimeoutMs = EMAIL_CHECK_TIMEOUT_MS }: ResendOptions): EmailProvider {
  const url = (baseUrl ?? RESEND_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const resend = new Resend(apiKey, { baseUrl: url });

  const failure = (error: { name: string; message: string; statusCode?: number | null }, headers: Record<string, string> | null | undefined, signal: AbortSignal, now: Date) => {
    const statusCode = error.statusCode ?? statusFromName(error.name);
    const reason = signal.aborted ? `No answer from ${url} within ${sendTimeoutMs} ms` : `${statusCode ?? "network"} ${error.name}: ${error.message}`;
    return {
      ok: false as const,
      retryable: signal.aborted || isRetryable(statusCode, error.name),
      error: reason.slice(0, 500),
      statusCode,
      retryAfterMs: parseRetryAfter(headers?.["retry-after"], now),
    };
  };

  return {
    name: "resend",
    proxyUrl: url,
    async send(message, now) {
      const signal = AbortSignal.timeout(sendTimeoutMs);
      const { data, error, headers } = await resend.emails.send(
        {
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          // The last guard before the wire: no header value carries a line break.
          subject: headerValue(message.subject),
          html: message.html,
          text: message.text,
          tags: [{ name: "kind", value: message.kind }],
          headers: listUnsubscribeHeaders(message.kind, message.to, message.unsubscribeUrl),
        },
        { idempotencyKey: message.idempotencyKey, signal },
      );
      if (!error) return { ok: true, providerId: data?.id ?? null };
      return failure(error, headers, signal, now);
    },
    async sendBatch(messages, idempotencyKey, now) {
      const signal = AbortSignal.timeout(sendTimeoutMs);
      const payload = messages.map((m) => ({ from, to: m.to, subject: headerValue(m.subject), html: m.html, text: m.text, headers: m.headers, tags: m.tags }));
      const { data, error, headers } = await resend.batch.send(payload, { idempotencyKey, signal });
      if (!error) return { ok: true, providerIds: messages.map((_, i) => data?.data[i]?.id ?? null) };
      return failure(error, headers, signal, now);
    },
    async check() {
      // A cheap authenticated GET: proves the endpoint answers and the key is accepted.
      const signal = AbortSignal.timeout(checkTimeoutMs);
      const { error } = await resend.domains.list({ limit: 1 }, { signal });
      if (!error) return { ok: true, error: null };
      // A sending-only key may not list domains, but Resend did accept it.
      if (error.name === "restricted_api_key") return { ok: true, error: null };
      if (signal.aborted) return { ok: false, error: `The email proxy at ${url} did not answer within ${checkTimeoutMs} ms` };
      if (error.statusCode === null) return { ok: false, error: `The email proxy at ${url} is not reachable: ${error.message}` };
      if (error.statusCode === 401 || error.statusCode === 403) return { ok: false, error: `The email provider rejected the API key (${error.name})` };
      return { ok: false, error: `The email proxy answered ${error.statusCode} ${error.name}: ${error.message}`.slice(0, 300) };
    },
  };
}

function statusFromName(name: string): number | null {
  if (name === "rate_limit_exceeded" || name.endsWith("_quota_exceeded")) return 429;
  if (name === "internal_server_error") return 500;
  return null;
}

/**
 * The offline provider: the message goes through the same outbox and is "sent" to the server
 * log. Its sink (the log) is always available, so its check is ok without any network call.
 */
export function createLogProvider(from: string): EmailProvider {
  return {
    name: "log",
    proxyUrl: null,
    async send(message) {
      logger.info(`[email:log] ${message.kind} from ${from} to ${message.to} "${message.subject}" (key ${message.idempotencyKey})`);
      logger.debug(message.text);
      return { ok: true, providerId: `${LOGGED_PROVIDER_PREFIX}${message.idempotencyKey}` };
    },
    async sendBatch(messages, idempotencyKey) {
      logger.info(`[email:log] batch of ${messages.length} from ${from} (key ${idempotencyKey})`);
      return { ok: true, providerIds: messages.map((_, i) => `${LOGGED_PROVIDER_PREFIX}${idempotencyKey}-${i}`) };
    },
    async check() {
      return { ok: true, error: null };
    },
  };
}

let provider: EmailProvider | undefined;

/** The configured provider: resend when RESEND_API_KEY is set, log otherwise. */
export function configuredProvider(): EmailProvider {
  provider ??= env.RESEND_API_KEY
    ? createResendProvider({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM })
    : createLogProvider(env.EMAIL_FROM);
  return provider;
}
