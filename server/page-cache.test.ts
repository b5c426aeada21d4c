import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Postgres, Subscriber } from "../lib/postgres";
import { PageCache, etagMatches, requestKey, storableFor } from "./page-cache";

const HIT = { "x-nextjs-cache": "HIT", "cache-control": "s-maxage=31536000", vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch" };

describe("which requests the page cache may answer", () => {
  it("takes anonymous GET and HEAD of public pages", () => {
    expect(requestKey("GET", "/", {})).not.toBeNull();
    expect(requestKey("HEAD", "/blog/a-post", {})).not.toBeNull();
    expect(requestKey("GET", "/privacy?x=1", { cookie: "stepwise-consent=1" })).not.toBeNull();
  });

  it("never takes other methods, calls, the admin area, the editor, polled pages or Next's assets", () => {
    expect(requestKey("POST", "/", {})).toBeNull();
    expect(requestKey("OPTIONS", "/", {})).toBeNull();
    for (const url of ["/api/feedback/count", "/api", "/admin", "/admin/feedback", "/admin-debug", "/visual-editor", "/visual-editor/x", "/email-status?token=a", "/_next/static/chunks/a.js", "/_next/image?url=x", "/%61pi/feedback", "/%2Fapi", "/%E0%A4%A"]) {
      expect(requestKey("GET", url, {}), url).toBeNull();
    }
    expect(requestKey("GET", "//evil.example/", {})).toBeNull();
    expect(requestKey("GET", `/${"a".repeat(3000)}`, {})).toBeNull();
  });

  it("never takes a request with a session, the editor gate, draft mode, Authorization, or a range", () => {
    for (const cookie of ["next-auth.session-token=x", "a=1; __Secure-next-auth.session-token=x", "stepwise.gate=1", "__Secure-stepwise.gate=1", "__prerender_bypass=1"]) {
      expect(requestKey("GET", "/", { cookie }), cookie).toBeNull();
    }
    expect(requestKey("GET", "/", { authorization: "Basic eA==" })).toBeNull();
    expect(requestKey("GET", "/", { range: "bytes=0-10" })).toBeNull();
    expect(requestKey("GET", "/", { "x-prerender-revalidate": "1" })).toBeNull();
  });

  it("keys by method, path, query and every header Next varies on, compression included", () => {
    const keys = new Set([
      requestKey("GET", "/", {}),
      requestKey("HEAD", "/", {}),
      requestKey("GET", "/?a=1", {}),
      requestKey("GET", "/", { rsc: "1" }),
      requestKey("GET", "/", { rsc: "1", "next-router-prefetch": "1" }),
      requestKey("GET", "/", { rsc: "1", "next-router-segment-prefetch": "/_tree" }),
      requestKey("GET", "/", { rsc: "1", "next-router-state-tree": "%5B%5D" }),
      requestKey("GET", "/", { rsc: "1", "next-url": "/blog" }),
      requestKey("GET", "/", { "accept-encoding": "gzip" }),
      requestKey("GET", "/", { "accept-encoding": "br, gzip" }),
    ]);
    expect(keys.size).toBe(10);
    // Headers Next does not vary on do not split the cache.
    expect(requestKey("GET", "/", { "user-agent": "a", accept: "text/html" })).toBe(requestKey("GET", "/", {}));
  });
});

describe("which answers the page cache keeps", () => {
  it("keeps a 200 that Next served from its cache, for its shared lifetime", () => {
    expect(storableFor(200, HIT)).toBe(31_536_000_000);
    expect(storableFor(200, { ...HIT, "cache-control": "s-maxage=60, stale-while-revalidate=30" })).toBe(60_000);
    expect(storableFor(200, { ...HIT, vary: "rsc, accept-encoding" })).not.toBeNull();
  });

  it("keeps nothing else", () => {
    expect(storableFor(404, HIT)).toBeNull();
    expect(storableFor(200, { ...HIT, "x-nextjs-cache": "MISS" })).toBeNull();
    expect(storableFor(200, { ...HIT, "x-nextjs-cache": "STALE" })).toBeNull();
    expect(storableFor(200, { ...HIT, "x-nextjs-cache": undefined })).toBeNull();
    expect(storableFor(200, { ...HIT, "set-cookie": ["a=1"] })).toBeNull();
    expect(storableFor(200, { ...HIT, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBeNull();
    expect(storableFor(200, { ...HIT, "cache-control": "no-store" })).toBeNull();
    expect(storableFor(200, { ...HIT, "cache-control": "s-maxage=0" })).toBeNull();
    expect(storableFor(200, { ...HIT, "cache-control": undefined })).toBeNull();
    expect(storableFor(200, { ...HIT, vary: "rsc, cookie" })).toBeNull();
    expect(storableFor(200, { ...HIT, vary: "*" })).toBeNull();
  });

  it("answers If-None-Match as HTTP's weak comparison does", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"x"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });


});

describe("the page cache's memory", () => {
  const entry = (size: number) => ({ headers: {}, notModifiedHeaders: {}, body: Buffer.alloc(size), etag: undefined });

  it("is bounded in entries and bytes, dropping the least recently used first", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000 });
    cache.set("a", entry(10), 60_000);
    cache.set("b", entry(10), 60_000);
    cache.set("c", entry(10), 60_000);
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([false, true, true]);
    const small = new PageCache({ maxEntries: 100, maxBytes: 3000 });
    small.set("a", entry(1000), 60_000);
    small.set("b", entry(1000), 60_000);
    expect(small.size).toBe(1);
    expect(small.bytes).toBeLessThanOrEqual(3000);
    expect(small.set("huge", entry(5000), 60_000)).toBe(false);
  });

  it("forgets an answer when its lifetime ends", async () => {
    const cache = new PageCache();
    cache.set("a", entry(1), 30);
    expect(cache.get("a")).toBeDefined();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never stores an answer produced across a clear", () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear();
    expect(cache.set("a", entry(1), 60_000, generation)).toBe(false);
    expect(cache.get("a")).toBeUndefined();
  });
});

/** The part of the process's connections the page cache follows: its subscription to the cache channel. */
function fakeConnections() {
  const subscribers = new Set<Subscriber>();
  const connections = {
    subscribe: (_channel: string, subscriber: Subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  } as unknown as Postgres;
  const notify = (payload: string) => subscribers.forEach((s) => s.notify(payload));
  return { connections, notify };
}

// A node:http server with the page cache in front of a stand-in for Next that answers like Next's
// cache: the same wiring as server/http-server.ts.
describe("the page cache in front of a server", () => {
  let server: http.Server | undefined;
  let stop: () => void = () => {};
  afterEach(async () => {
    stop();
    await new Promise((r) => server?.close(r));
  });

  async function start(next: (req: http.IncomingMessage, res: http.ServerResponse) => void, options: { isCurrent?: () => boolean } = {}) {
    const cache = new PageCache({ isCurrent: options.isCurrent ?? (() => true) });
    const { connections, notify } = fakeConnections();
    stop = cache.follow(connections);
    server = http.createServer((req, res) => {
      res.setHeader("x-request-id", Math.random().toString(36).slice(2));
      if (cache.handle(req, res)) return;
      next(req, res);
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const get = async (path = "/", headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, { headers });
      return { status: response.status, text: await response.text(), headers: response.headers };
    };
    return { cache, get, notify };
  }
  it("replays Next's cached answer from memory until a revalidation clears it", async () => {
    let heading = "First";
    let rendered = 0;
    const { cache, get, notify } = await start((_req, res) => {
      rendered++;
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("cache-control", "s-maxage=31536000");
      res.setHeader("etag", `"${heading}"`);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write("<h1>");
      res.end(`${heading}</h1>`);
    });
    expect((await get()).text).toBe("<h1>First</h1>");
    const replayed = await get();
    expect(rendered).toBe(1);
    expect(replayed.text).toBe("<h1>First</h1>");
    expect(replayed.headers.get("x-stepwise-cache")).toBe("page");
    expect(replayed.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(replayed.headers.get("etag")).toBe('"First"');
    // The per-request header of our server is fresh on every answer, not the recorded one.
    expect(replayed.headers.get("x-request-id")).not.toBe((await get()).headers.get("x-request-id"));
    expect((await get("/", { "if-none-match": '"First"' })).status).toBe(304);
    expect(cache.hits).toBe(3);

    heading = "Second";
    // A revalidation on this instance or another (server/cache/store.ts).
    notify(JSON.stringify([["_N_T_/layout", null, Date.now()]]));
    expect((await get()).text).toBe("<h1>Second</h1>");
    expect(rendered).toBe(2);
    expect((await get()).text).toBe("<h1>Second</h1>");
    expect(rendered).toBe(2);
  });

  it("is cleared by a revalidation, and later again at a tag's future expiry", async () => {
    let rendered = 0;
    const { cache, get, notify } = await start((_req, res) => {
      rendered++;
      res.writeHead(200, { "x-nextjs-cache": "HIT", "cache-control": "s-maxage=31536000" });
      res.end(`render ${rendered}`);
    });
    await get();
    expect((await get()).text).toBe("render 1");
    notify("*");
    expect(cache.size).toBe(0);
    expect((await get()).text).toBe("render 2");
    await get();
    expect(cache.size).toBe(1);
    notify(JSON.stringify([["_N_T_/blog", Date.now(), Date.now() + 50]]));
    await get();
    expect(cache.size).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer whose request started before a clear", async () => {
    let release: () => void = () => {};
    let rendered = 0;
    const { cache, get } = await start((_req, res) => {
      rendered++;
      res.writeHead(200, { "x-nextjs-cache": "HIT", "cache-control": "s-maxage=60" });
      if (rendered === 1) {
        release = () => res.end("old");
        return;
      }
      res.end("new");
    });
    const slow = get();
    await new Promise((r) => setTimeout(r, 50));
    cache.clear();
    release();
    expect((await slow).text).toBe("old");
    expect(cache.size).toBe(0);
    expect((await get()).text).toBe("new");
  });

  it("passes everything else to Next untouched, and nothing while the shared cache cannot hear revalidations", async () => {
    let current = true;
    let rendered = 0;
    const { cache, get } = await start(
      (req, res) => {
        rendered++;
        if (req.url === "/cookie") res.setHeader("set-cookie", "a=1");
        res.writeHead(req.url === "/missing" ? 404 : 200, { "x-nextjs-cache": req.url === "/miss" ? "MISS" : "HIT", "cache-control": "s-maxage=60" });
        res.end(`${req.url} ${rendered}`);
      },
      { isCurrent: () => current },
    );
    for (const path of ["/cookie", "/missing", "/miss"]) {
      await get(path);
      await get(path);
    }
    await get("/", { cookie: "next-auth.session-token=x" });
    await get("/", { cookie: "next-auth.session-token=x" });
    expect(rendered).toBe(8);
    expect(cache.size).toBe(0);
    await get("/");
    expect(cache.size).toBe(1);
    current = false;
    expect((await get("/")).text).toBe("/ 10");
    expect(cache.size).toBe(0);
  });
});

describe("page cache during a database outage", () => {
  it("keeps serving what it holds while the database is down, keeps nothing new, and forgets it all once back", async () => {
    const state = { current: true, down: false };
    let rendered = 0;
    const cache = new PageCache({ isCurrent: () => state.current, isDown: () => state.down });
    const server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      rendered++;
      res.writeHead(200, { "x-nextjs-cache": "HIT", "cache-control": "s-maxage=60" });
      res.end(`${req.url} ${rendered}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    try {
      expect(await get("/")).toBe("/ 1");
      expect(await get("/")).toBe("/ 1");
      // The database goes down: LISTEN is lost, the hub reports the outage.
      Object.assign(state, { current: false, down: true });
      expect(await get("/")).toBe("/ 1");
      expect(await get("/terms")).toBe("/terms 2");
      expect(await get("/terms")).toBe("/terms 3");
      expect(cache.size).toBe(1);
      // LISTEN lost but the database answering (a dropped connection): nothing stale is served.
      Object.assign(state, { down: false });
      expect(await get("/")).toBe("/ 4");
      expect(cache.size).toBe(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
