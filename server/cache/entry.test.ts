import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry, isRevalidatedSince, revalidatedState, tagsOfValue, tagsToCheck } from "@/server/cache/entry";

describe("cache entry serialisation", () => {
  it("keeps an RSC page entry as Next handed it over: Buffers, Maps, undefined fields", () => {
    const value = {
      kind: "APP_PAGE",
      html: "<h1>Hi</h1>",
      rscData: Buffer.from([0, 1, 2, 255]),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/" },
      postponed: undefined,
      status: 200,
    };
    const decoded = decodeEntry(encodeEntry({ value, cacheControl: { revalidate: false, expire: undefined } })).value as typeof value;
    expect(Buffer.isBuffer(decoded.rscData)).toBe(true);
    expect(decoded.rscData.equals(value.rscData)).toBe(true);
    expect(decoded.segmentData).toBeInstanceOf(Map);
    expect(Buffer.isBuffer(decoded.segmentData.get("/_tree"))).toBe(true);
    expect("postponed" in decoded).toBe(true);
    expect(decoded).toEqual(value);
  });
});

describe("cache tags", () => {
  it("reads a page's tags from its headers and a fetch's from its value", () => {
    expect(tagsOfValue({ kind: "APP_PAGE", headers: { "x-next-cache-tags": "a,b" } }, {})).toEqual(["a", "b"]);
    expect(tagsOfValue({ kind: "FETCH", tags: ["posts"] }, {})).toEqual(["posts"]);
    expect(tagsOfValue(null, {})).toEqual([]);
    expect(tagsToCheck(["posts"], { kind: "FETCH", tags: ["posts"], softTags: ["_N_T_/blog"] })).toEqual(["posts", "_N_T_/blog"]);
    expect(tagsToCheck(["a"], { kind: "APP_PAGE" })).toEqual(["a"]);
  });

  it("drops an entry written before its tag was revalidated, keeps one written after", () => {
    const now = 10_000;
    const tags = new Map([["_N_T_/layout", revalidatedState(undefined, undefined, 5_000)]]);
    expect(isRevalidatedSince(["_N_T_/layout"], 4_000, tags, now)).toBe(true);
    expect(isRevalidatedSince(["_N_T_/layout"], 6_000, tags, now)).toBe(false);
    expect(isRevalidatedSince(["other"], 4_000, tags, now)).toBe(false);
  });

  it("treats stale-while-revalidate as expired, and a future expiry only once it is due", () => {
    const swr = revalidatedState(undefined, { expire: 60 }, 5_000);
    expect(swr).toEqual({ stale: 5_000, expired: 65_000 });
    const tags = new Map([["posts", swr]]);
    expect(isRevalidatedSince(["posts"], 4_000, tags, 6_000)).toBe(true);
    const future = new Map([["posts", { stale: null, expired: 65_000 }]]);
    expect(isRevalidatedSince(["posts"], 4_000, future, 6_000)).toBe(false);
    expect(isRevalidatedSince(["posts"], 4_000, future, 70_000)).toBe(true);
  });
});
