import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgStore } from "@/lib/cache/pg-store.mjs";
import PgCacheHandler, { closeSharedCache } from "@/lib/cache/pg-cache-handler.mjs";
import { resetDatabase } from "@/tests/integration/helpers";
import { FrontCache, registerFrontCache } from "@/scripts/lib/front-cache.mjs";

// Two stores stand for two app instances on one database.
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
  a = new PgStore({ connectionString: process.env.DATABASE_URL!, buildId: "test-build" });
  b = new PgStore({ connectionString: process.env.DATABASE_URL!, buildId: "test-build" });
  await until(() => a.listening && b.listening, 10_000);
});

afterAll(async () => {
  await Promise.all([a.close(), b.close(), closeSharedCache()]);
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
    expect((await a.read("k2"))?.value.body.toString()).toBe("new");
  });

  it("tells the other instance about a revalidation through NOTIFY, without a query per get", async () => {
    const at = Date.now();
    await a.revalidate(new Map([["_N_T_/layout", { stale: null, expired: at }]]));
    await until(() => b.tags.get("_N_T_/layout")?.expired === at);
    expect(await b.isRevalidated(["_N_T_/layout"], at - 1)).toBe(true);
    expect(await b.isRevalidated(["_N_T_/layout"], at + 1)).toBe(false);
  });

  it("clears the front cache of every instance when a revalidation is NOTIFYed", async () => {
    const front = new FrontCache({ isCurrent: () => true });
    const unregister = registerFrontCache(front);
    try {
      front.set("GET /", { headers: {}, notModifiedHeaders: {}, body: Buffer.from("old"), etag: undefined, expires: Infinity });
      const clears = front.clears;
      // Only the store's NOTIFY listener clears here: PgStore.revalidate itself does not.
      await a.revalidate(new Map([["_N_T_/page", { stale: null, expired: Date.now() }]]));
      await until(() => front.clears > clears);
      expect(front.get("GET /")).toBeUndefined();
    } finally {
      unregister();
    }
  });

  it("checks the database when its listener is down", async () => {
    b.listening = false;
    b.tags.clear();
    expect(await b.isRevalidated(["_N_T_/layout"], 0)).toBe(true);
    expect(b.tags.has("_N_T_/layout")).toBe(true);
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
