import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, isUnconstructibleMethod, refuseMethod } from "./method-guard";

// A stand-in for Next: OPTIONS on an API route lists its exports (as Next's auto-OPTIONS does);
// every other request goes through the guard as in server/http-server.ts.
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === "OPTIONS" && req.url === "/api/contact") {
      res.writeHead(204, { Allow: "GET, HEAD, OPTIONS, POST" }).end();
      return;
    }
    if (isUnconstructibleMethod(req.method)) {
      void allowedMethods(req.url ?? "/", port).then((allow) => refuseMethod(req, res, allow));
      return;
    }
    res.writeHead(200).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the launcher's method guard", () => {
  it("knows the methods Node's Request cannot carry", () => {
    expect(["TRACE", "trace", "TRACK", "CONNECT"].every(isUnconstructibleMethod)).toBe(true);
    expect(["GET", "POST", "PATCH", "PROPFIND", undefined].some(isUnconstructibleMethod)).toBe(false);
  });

  it("answers TRACE on an API route with 405, the route's Allow list and the error shape", async () => {
    const res = await send("TRACE", "/api/contact");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(res.body)).toEqual({ error: { code: "method_not_allowed", message: "The TRACE method is not allowed here" } });
  });

  it("answers TRACE on a page, or a path it cannot parse, with 405 and Allow: GET, HEAD", async () => {
    for (const path of ["/", "/privacy", "/api/unknown-route"]) {
      const res = await send("TRACE", path);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
    }
    expect((await send("GET", "/")).status).toBe(200);
  });
});
