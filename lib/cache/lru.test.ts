import { describe, expect, it } from "vitest";
import { ByteLru } from "@/lib/cache/lru.mjs";

describe("ByteLru", () => {
  it("evicts the least recently used entries beyond its byte budget", () => {
    const lru = new ByteLru(100);
    lru.set("a", 1, 40);
    lru.set("b", 2, 40);
    expect(lru.get("a")).toBe(1); // a is now the most recent
    lru.set("c", 3, 40);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.bytes).toBe(80);
  });

  it("never keeps an entry bigger than the whole budget", () => {
    const lru = new ByteLru(10);
    lru.set("big", 1, 11);
    expect(lru.size).toBe(0);
  });
});
