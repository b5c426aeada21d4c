import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/api/client-address";

describe("the client's address", () => {
  it("is the entry the nearest hop wrote: the last one, whatever the client put before it", () => {
    expect(clientAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress("1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress(["1.2.3.4", "203.0.113.9 "])).toBe("203.0.113.9");
    expect(clientAddress(null)).toBe("unknown");
    expect(clientAddress(" , ")).toBe("unknown");
  });
});
