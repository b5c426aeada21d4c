import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Postgres } from "@/lib/postgres";
import PgCacheHandler from "@/server/cache-handler";
import { PgStore } from "@/server/cache/store";
import { resetDatabase } from "@/tests/integration/helpers";

// Two sets of connections stand for two app instances on one database.
let one: Postgres;
let two: Postgres;
let a: PgStore;
let b: PgStore;
const until = async (condition: () => boolean | Promise<boolean>, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  await resetDatabase();
  one = new Postgres(process.env.DATABASE_URL!, 2);
  two = new Postgres(process.env.DATABASE_URL!, 2);
  a = new PgStore(one, "test-build");
  b = new PgStore(two, "test-build");
  await until(() => a.listening && b.listening, 10_000);
});

afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
});

describe("the shared cache store", () => {
  it("gives one instance the entry another wrote, Buffers and Maps intact", async () => {
    const value = { kind: "APP_PAGE", html: "<p>A</p>", rscData: Buffer.from("rsc"), segmentData: new Map([["/x", Buffer.from("s")]]), headers: {} };
    await a.write("k1", { value, cacheControl: { revalidate: false }, tags: ["_N_T_/layout"], lastModified: 1000 });
    const read = await b.read("k1");
    expect(read?.value).toEqual(value);
    expect(read?.tags).toEqual(["_N_T_/layout"]);
    expect(read?.lastModified).toBe(1000);
    expect(read?.cacheControl).toEqual({ revalidate: false });
  });

  it("never lets an older render replace a newer entry", async () => {
    await a.write("k2", { value: { kind: "APP_ROUTE", body: Buffer.from("new") }, tags: [], lastModified: 2000 });
    await b.write("k2", { value: { kind: "APP_ROUTE", body: Buffer.from("old") }, tags: [], lastModified: 1500 });
    expect(String((await a.read("k2"))?.value?.body)).toBe("new");
  });

  it("tells the other instance about a revalidation through NOTIFY, without a query per get", async () => {
    const at = Date.now();
    await a.revalidate(new Map([["_N_T_/layout", { stale: null, expired: at }]]));
    await until(() => b.tags.get("_N_T_/layout")?.expired === at);
    expect(await b.isRevalidated(["_N_T_/layout"], at - 1)).toBe(true);
    expect(await b.isRevalidated(["_N_T_/layout"], at + 1)).toBe(false);
  });

  it("keeps the most recently used entries within the size bound and evicts the rest", async () => {
    await one.pool.query("DELETE FROM next_cache_entries");
    const body = Buffer.alloc(1000, 1);
    for (let i = 0; i < 10; i++) await a.write(`lru-${i}`, { value: { kind: "APP_ROUTE", body }, tags: [], lastModified: 1 });
    const { rows: sized } = await one.pool.query("SELECT min(size) AS size FROM next_cache_entries");
    const size = Number(sized[0].size);
    expect(size).toBeGreaterThan(1000);
    // Oldest first: lru-0 was used a minute ago, lru-9 most recently; lru-1 is read again now.
    await one.pool.query("UPDATE next_cache_entries SET accessed_at = now() - (10 - substr(key, 5)::int) * interval '1 minute'");
    expect(await b.read("lru-1")).not.toBeNull();
    await until(async () => (await one.pool.query("SELECT 1 FROM next_cache_entries WHERE key = 'lru-1' AND accessed_at > now() - interval '5 seconds'")).rowCount === 1);
    expect(await a.evict(size * 4)).toBe(6);
    const { rows } = await one.pool.query("SELECT key FROM next_cache_entries ORDER BY key");
    expect(rows.map((r) => r.key)).toEqual(["lru-1", "lru-7", "lru-8", "lru-9"]);
  });

  it("checks the database when its listener is down", async () => {
    const lonely = new PgStore(two, "test-build");
    // The same store as b, told that LISTEN is down: it asks the database instead of its memory.
    Object.defineProperty(lonely, "listening", { get: () => false });
    lonely.tags.clear();
    expect(await lonely.isRevalidated(["_N_T_/layout"], 0)).toBe(true);
    expect(lonely.tags.has("_N_T_/layout")).toBe(true);
  });
});

describe("the cache handler Next loads", () => {
  it("serves what it stored until a tag of the entry is revalidated", async () => {
    const handler = new PgCacheHandler({ maxMemoryCacheSize: 1024 * 1024 });
    const value = { kind: "APP_PAGE", html: "<h1>x</h1>", rscData: Buffer.from("r"), headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/page" } };
    await handler.set("/index", value, { cacheControl: { revalidate: false, expire: undefined } });
    const hit = await handler.get("/index", { kind: "APP_PAGE" });
    expect(hit?.value).toEqual(value);
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag(["_N_T_/page"]);
    expect(await handler.get("/index", { kind: "APP_PAGE" })).toBeNull();
  });

  it("never stores an error answer, such as the 404 of an unknown slug", async () => {
    const handler = new PgCacheHandler({});
    await handler.set("/blog/no-such-post", { kind: "APP_PAGE", html: "<h1>404</h1>", rscData: Buffer.from("r"), status: 404, headers: {} }, {});
    await handler.set("/blog/no-such-post/opengraph-image", { kind: "APP_ROUTE", body: Buffer.from("Not found"), status: 404, headers: {} }, {});
    expect(await handler.get("/blog/no-such-post", { kind: "APP_PAGE" })).toBeNull();
    const { rows } = await one.pool.query("SELECT key FROM next_cache_entries WHERE key LIKE '%no-such-post%'");
    expect(rows).toEqual([]);
  });

  it("drops a fetch entry whose page (soft tag) was revalidated", async () => {
    const handler = new PgCacheHandler({});
    const value = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200, url: "" }, revalidate: 60, tags: ["posts"] };
    await handler.set("fetch-key", value, { fetchCache: true, tags: ["posts"] });
    expect((await handler.get("fetch-key", { kind: "FETCH", tags: ["posts"], softTags: ["_N_T_/blog"] }))?.value).toEqual(value);
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag("_N_T_/blog");
    expect(await handler.get("fetch-key", { kind: "FETCH", tags: ["posts"], softTags: ["_N_T_/blog"] })).toBeNull();
  });
});
