import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { parseWebhookUrl, resolveAllowed, WebhookAddressError } from "@/lib/webhooks/address";

/** A webhook try gives up after this long: a slow endpoint must not hold a worker. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Of the endpoint's answer only this much is read (its status is what counts). */
const MAX_ANSWER_BYTES = 4096;

export type SendOutcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string; retryable: boolean };

/**
 * The connection's own DNS lookup, checked: the address it connects to is the one that was
 * checked, so a name that resolves to a public address for the check and a private one for the
 * connection (DNS rebinding) cannot get through.
 */
const checkedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate).then(
      (found) => {
        const wanted = typeof options === "object" && options.family ? found.filter((a) => a.family === options.family) : found;
        const list = wanted.length ? wanted : found;
        if (typeof options === "object" && options.all) (callback as (e: null, a: typeof list) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error, "", 0),
    );
  };

/**
 * POSTs `body` to the endpoint: http(s) only, its address checked again now (an IP literal here,
 * a name in the connection's lookup), no redirect followed (a 3xx is a failure), WEBHOOK_TIMEOUT_MS.
 */
export async function postWebhook(urlText: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<SendOutcome> {
  let url: URL;
  try {
    url = parseWebhookUrl(urlText);
    // Node connects to an IP literal without a lookup: checked here.
    if (/^[\d.]+$|^\[/.test(url.hostname)) await resolveAllowed(url.hostname, allowPrivate);
  } catch (error) {
    return { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error), retryable: false };
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "StepWise-Webhooks/1", ...headers, "content-length": Buffer.byteLength(body) },
        lookup: checkedLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const statusCode = response.statusCode ?? 0;
        const done = () =>
          resolve(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode }
              : { ok: false, statusCode, error: statusCode >= 300 && statusCode < 400 ? `HTTP ${statusCode}: redirects are not followed` : `HTTP ${statusCode}`, retryable: true },
          );
        response.on("end", done);
        response.on("close", done);
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS);
    request.on("timeout", () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => resolve({ ok: false, statusCode: null, error: error.message, retryable: !(error instanceof WebhookAddressError) }));
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}
