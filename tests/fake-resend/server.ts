// A fake Resend API on loopback that the real SDK talks to through RESEND_BASE_URL. It records
// every request and can be told to fail (5xx), throttle (429 + Retry-After), hang or go down.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { postEvent } from "./webhooks";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  idempotencyKey: string | null;
  body: Record<string, unknown> | null;
  /** The messages of a batch call (its body is a JSON array), else null. */
  batch: Record<string, unknown>[] | null;
  /** The status the fake answered (0 when it hung up or never answered). */
  status: number;
  /** The id of the e-mail when this request delivered one. */
  emailId: string | null;
  /** The e-mail's own headers (the API's `headers` field: List-Unsubscribe…), {} when none. */
  emailHeaders: Record<string, string>;
  /** A repeat of an idempotency key already delivered: answered with that e-mail's id, as Resend does, and not sent again. */
  replayed: boolean;
  at: number;
};

/** What the next requests get; consumed one per request, then `fallback` applies. */
export type Behaviour =
  | { kind: "ok" }
  | { kind: "fail"; status?: number }
  | { kind: "throttle"; retryAfterSeconds: number }
  | { kind: "hang" }
  | { kind: "reject-key" };

export const API_KEY = "re_fake_test_key";

/** One message the batch API accepted (each counts as a delivery, like a POST /emails). */
export type BatchMessage = { batchKey: string | null; emailId: string; to: string; subject: string; html: string; text: string; headers: Record<string, string>; tags: { name: string; value: string }[]; at: number };

export class FakeResend {
  readonly requests: RecordedRequest[] = [];
  private server: http.Server | null = null;
  private port = 0;
  private script: Behaviour[] = [];
  private fallback: Behaviour = { kind: "ok" };
  private hanging = new Set<http.ServerResponse>();
  /** Milliseconds the fake waits before answering a successful send (to widen race windows). */
  latencyMs = 0;
  /** Messages accepted by POST /emails/batch, once each (a repeated key is answered from the first call). */
  readonly batchMessages: BatchMessage[] = [];
  private batchAnswers = new Map<string, { id: string }[]>();
  /** Resend's rate limit: at most `calls` API calls a second, then 429 with Retry-After (null: none). */
  rateLimit: { calls: number } | null = null;
  private callTimes: number[] = [];

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Successful deliveries (POST /emails answered 200). */
  get deliveries() {
    return this.requests.filter((r) => r.path === "/emails" && r.status === 200 && !r.replayed);
  }

  /** The next requests behave as listed, in order; then `fallback` (default ok) applies. */
  queue(...behaviours: Behaviour[]) {
    this.script.push(...behaviours);
  }

  setFallback(behaviour: Behaviour) {
    this.fallback = behaviour;
  }

  reset() {
    this.requests.length = 0;
    this.script = [];
    this.fallback = { kind: "ok" };
    this.latencyMs = 0;
    this.batchMessages.length = 0;
    this.batchAnswers.clear();
    this.rateLimit = null;
    this.callTimes = [];
  }

  /** Whether this call is over the rate limit (a refused call does not count against it). */
  private throttled(now: number): boolean {
    if (!this.rateLimit) return false;
    this.callTimes = this.callTimes.filter((t) => now - t < 1000);
    if (this.callTimes.length >= this.rateLimit.calls) return true;
    this.callTimes.push(now);
    return false;
  }

  async start(port = this.port) {
    this.port = port;
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Goes down: the port refuses connections until up(). */
  async down() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Comes back on the same port. */
  async up() {
    if (!this.server) await this.start();
  }

  async stop() {
    await this.down();
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    // For the end-to-end suite, which runs the fake in its own process: what was delivered. Not
    // part of Resend's API; not recorded.
    if (req.method === "GET" && path === "/_fake/deliveries") {
      res.writeHead(200, { "content-type": "application/json" });
      // Batch messages in the shape of a single send's record, so one list shows every e-mail.
      const batch = this.batchMessages.map((m) => ({ idempotencyKey: m.batchKey, emailHeaders: m.headers, emailId: m.emailId, body: { to: m.to, subject: m.subject, html: m.html, text: m.text, headers: m.headers, tags: m.tags } }));
      res.end(JSON.stringify([...this.deliveries, ...batch]));
      return;
    }
    // For the end-to-end suite: the fake posts a signed event about one e-mail it delivered.
    if (req.method === "POST" && path === "/_fake/event") {
      const { url, type, to, data = {} } = JSON.parse(raw) as { url: string; type: string; to: string; data?: Record<string, unknown> };
      const emailId = this.batchMessages.find((m) => m.to === to)?.emailId ?? this.deliveries.find((d) => [d.body?.to].flat().includes(to))?.emailId;
      const answer = await postEvent(url, type, { email_id: emailId, to: [to], ...data });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: answer.status }));
      return;
    }
    if (req.method === "POST" && path === "/_fake/rate-limit") {
      const { calls } = JSON.parse(raw || "{}") as { calls?: number | null };
      this.rateLimit = calls ? { calls } : null;
      res.writeHead(204).end();
      return;
    }
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path,
      headers: req.headers,
      idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      body: null,
      batch: null,
      status: 0,
      emailId: null,
      emailHeaders: {},
      replayed: false,
      at: Date.now(),
    };
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown> | Record<string, unknown>[]) : null;
    if (Array.isArray(parsed)) record.batch = parsed;
    else record.body = parsed;
    const emailHeaders = record.body?.headers;
    if (emailHeaders && typeof emailHeaders === "object") record.emailHeaders = emailHeaders as Record<string, string>;
    this.requests.push(record);
    const behaviour: Behaviour = this.throttled(record.at) ? { kind: "throttle", retryAfterSeconds: 1 } : (this.script.shift() ?? this.fallback);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };

    if (req.headers.authorization !== `Bearer ${API_KEY}` || behaviour.kind === "reject-key") {
      return send(401, { statusCode: 401, name: "invalid_api_key", message: "API key is invalid" });
    }
    switch (behaviour.kind) {
      case "hang":
        this.hanging.add(res);
        res.on("close", () => this.hanging.delete(res));
        return;
      case "fail": {
        const status = behaviour.status ?? 500;
        return send(status, { statusCode: status, name: "internal_server_error", message: "Fake outage" });
      }
      case "throttle":
        return send(
          429,
          { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" },
          { "retry-after": String(behaviour.retryAfterSeconds) },
        );
      case "ok":
        break;
    }
    if (record.method === "GET" && path === "/domains") return send(200, { object: "list", has_more: false, data: [] });
    if (record.method === "POST" && path === "/emails") {
      const delivered = record.idempotencyKey && this.deliveries.find((r) => r.idempotencyKey === record.idempotencyKey);
      if (delivered) {
        record.replayed = true;
        record.emailId = delivered.emailId;
        return send(200, { id: delivered.emailId });
      }
      if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
      record.emailId = randomUUID();
      return send(200, { id: record.emailId });
    }
    if (record.method === "POST" && path === "/emails/batch") return send(200, { data: this.acceptBatch(record) });
    return send(404, { statusCode: 404, name: "not_found", message: `No route ${record.method} ${path}` });
  }

  /** A batch call: its messages, once per idempotency key (a repeat gets the first call's ids). */
  private acceptBatch(record: RecordedRequest): { id: string }[] {
    const earlier = record.idempotencyKey ? this.batchAnswers.get(record.idempotencyKey) : undefined;
    if (earlier) {
      record.replayed = true;
      return earlier;
    }
    const messages = (record.batch ?? []) as Omit<BatchMessage, "batchKey" | "emailId" | "at">[];
    const answer = messages.map((m) => {
      const emailId = randomUUID();
      this.batchMessages.push({ batchKey: record.idempotencyKey, emailId, to: [m.to].flat()[0] ?? "", subject: m.subject, html: m.html, text: m.text, headers: m.headers ?? {}, tags: m.tags ?? [], at: record.at });
      return { id: emailId };
    });
    if (record.idempotencyKey) this.batchAnswers.set(record.idempotencyKey, answer);
    return answer;
  }
}
