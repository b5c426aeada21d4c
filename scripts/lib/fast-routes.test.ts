import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAST_ROUTE_HEADER, answerFast, apiRequest, fastRoutesEnabled, findFastRoute } from "./fast-routes.mjs";

type Handler = (req: {
  method: string;
  url: string;
  headers: { get(n: string): string | null; has(n: string): boolean };
  body: AsyncIterable<Uint8Array> | null;
}) => Promise<unknown>;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A node:http server that answers every request with `handler` on the fast path. */
async function serveWith(handler: Handler) {
  const server = http.createServer((req, res) => {
    res.setHeader("X-Request-Id", "rid-1");
    answerFast(handler, req, res, { hostname: "0.0.0.0", port: 3000 });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("findFastRoute", () => {
  const routes = new Map([
    ["GET /api/feedback/count", "count"],
    ["POST /api/feedback", "post"],
  ]);
  const find = (method: string, url: string) => findFastRoute({ method, url }, routes);

  it("matches the exact method and path only", () => {
    expect(find("GET", "/api/feedback/count")).toBe("count");
    expect(find("POST", "/api/feedback")).toBe("post");
    for (const [method, url] of [
      ["HEAD", "/api/feedback/count"],
      ["PUT", "/api/feedback"],
      ["GET", "/api/feedback"],
      ["GET", "/api/feedback/count/"],
      ["GET", "/api/feedback/count?x=1"],
      ["GET", "/api/feedback/count?"],
      ["POST", "/api/feedback?via=next"],
      ["GET", "//api/feedback/count"],
      ["GET", "/api/feedback/%63ount"],
      ["GET", "/API/feedback/count"],
      ["GET", "http://example.com/api/feedback/count"],
    ]) {
      expect(find(method!, url!), `${method} ${url}`).toBeNull();
    }
  });

  it("finds nothing before the app registered its routes", () => {
    expect(findFastRoute({ method: "GET", url: "/api/feedback/count" }, undefined)).toBeNull();
  });

  it("is on unless FAST_ROUTES says off", () => {
    expect(fastRoutesEnabled(undefined)).toBe(true);
    expect(fastRoutesEnabled("on")).toBe(true);
    for (const off of ["off", "0", "false", "NO"]) expect(fastRoutesEnabled(off)).toBe(false);
  });
});

describe("apiRequest", () => {
  const nodeReq = (headers: Record<string, string | string[]>, method = "GET", encrypted = false) =>
    ({ method, url: "/api/feedback/count", headers, socket: { encrypted } }) as unknown as http.IncomingMessage;

  it("builds the URL as Next does: protocol from the socket or X-Forwarded-Proto, the server's host and port", () => {
    expect(apiRequest(nodeReq({}), { hostname: "0.0.0.0", port: 3000 }).url).toBe("http://0.0.0.0:3000/api/feedback/count");
    expect(apiRequest(nodeReq({ "x-forwarded-proto": "https" }), { hostname: "::", port: 80 }).url).toBe("https://[::]:80/api/feedback/count");
    expect(apiRequest(nodeReq({}, "GET", true), { hostname: "h", port: 1 }).url).toMatch(/^https:/);
  });

  it("reads headers case-insensitively, joins repeated ones, and has no body for GET", () => {
    const req = apiRequest(nodeReq({ origin: "http://a", "x-forwarded-for": ["1.1.1.1", "2.2.2.2"] }), { hostname: "h", port: 1 });
    expect(req.headers.get("Origin")).toBe("http://a");
    expect(req.headers.get("x-forwarded-for")).toBe("1.1.1.1, 2.2.2.2");
    expect(req.headers.get("content-type")).toBeNull();
    expect(req.headers.has("ORIGIN")).toBe(true);
    expect(req.headers.has("cookie")).toBe(false);
    expect(req.body).toBeNull();
  });
});

describe("answerFast over node:http", () => {
  it("writes a JsonReply as is, with its length and the fast-path marker, keeping the server's headers", async () => {
    const base = await serveWith(async () => ({ status: 201, headers: { "content-type": "application/json", "Retry-After": "5" }, body: '{"ok":"é"}' }));
    const res = await fetch(`${base}/api/feedback`, { method: "POST" });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength('{"ok":"é"}')));
    expect(res.headers.get(FAST_ROUTE_HEADER)).toBe("fast");
    expect(res.headers.get("x-request-id")).toBe("rid-1");
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ ok: "é" });
  });

  it("writes a Response (status, headers, cookies, body)", async () => {
    const base = await serveWith(async () => {
      const headers = new Headers({ "content-type": "text/plain" });
      headers.append("set-cookie", "a=1");
      headers.append("set-cookie", "b=2");
      return new Response("hello", { status: 202, headers });
    });
    const res = await fetch(base);
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await res.text()).toBe("hello");
  });

  it("hands the handler the request body, chunked or not", async () => {
    const base = await serveWith(async (req) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req.body!) chunks.push(Buffer.from(chunk));
      return { status: 200, headers: {}, body: `${req.method} ${Buffer.concat(chunks).length}` };
    });
    const res = await fetch(base, { method: "POST", body: "x".repeat(100_000) });
    expect(await res.text()).toBe("POST 100000");
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode("abc"));
        c.enqueue(new TextEncoder().encode("de"));
        c.close();
      },
    });
    const chunked = await fetch(base, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await chunked.text()).toBe("POST 5");
  });

  it("can answer after reading part of a body (413): the stream is left open for the answer", async () => {
    const base = await serveWith(async (req) => {
      let size = 0;
      for await (const chunk of req.body!) {
        size += chunk.byteLength;
        if (size > 1000) return { status: 413, headers: { Connection: "close" }, body: "too large" };
      }
      return { status: 200, headers: {}, body: "ok" };
    });
    const res = await fetch(base, { method: "POST", body: "y".repeat(64 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("too large");
  });

  it("answers 500 when the handler itself fails, and the server keeps serving", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const base = await serveWith(async () => {
      if (calls++ === 0) throw new Error("boom");
      return { status: 200, headers: {}, body: "fine" };
    });
    const failed = await fetch(base);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: "internal_error", message: "Internal server error" } });
    expect(await (await fetch(base)).text()).toBe("fine");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("survives a handler that throws synchronously", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const base = await serveWith((() => {
      throw new Error("sync boom");
    }) as unknown as Handler);
    expect((await fetch(base)).status).toBe(500);
    error.mockRestore();
  });
});
