import http from "node:http";
import type { AddressInfo } from "node:net";

// A webhook endpoint for the tests: records every request and answers the status that `answer`
// gives for it (the path chooses in the tests: /ok, /fail, /slack...).

export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string };

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private server?: http.Server;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  constructor(private readonly answer: (path: string) => number = (path) => (path.startsWith("/fail") ? 500 : 200)) {}

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const path = req.url ?? "/";
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        const status = this.answer(path);
        res.writeHead(status, status >= 300 && status < 400 ? { location: "http://127.0.0.1:1/elsewhere" } : {}).end();
        this.waiters = this.waiters.filter((w) => (w.test() ? (w.resolve(), false) : true));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    return this;
  }

  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  on(path: string) {
    return this.received.filter((r) => r.path === path);
  }

  /** Resolves once `count` requests reached `path`; rejects after `timeoutMs`. */
  waitFor(path: string, count = 1, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    return new Promise((resolve, reject) => {
      const test = () => this.on(path).length >= count;
      if (test()) return resolve(this.on(path));
      const timer = setTimeout(() => reject(new Error(`${this.on(path).length} of ${count} webhook(s) reached ${path} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ test, resolve: () => (clearTimeout(timer), resolve(this.on(path))) });
    });
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
