import { describe, expect, it } from "vitest";
import { ApiError, errorBody, rateLimited } from "@/lib/api/errors";
import { isDatabaseUnavailable, mapDatabaseError } from "@/lib/api/db-errors";

describe("ApiError", () => {
  it("maps codes to statuses and keeps the one error shape", () => {
    const error = new ApiError("validation_failed", "Some fields are invalid", { email: "Invalid email" });
    expect(error.status).toBe(422);
    expect(errorBody(error)).toEqual({
      error: { code: "validation_failed", message: "Some fields are invalid", fields: { email: "Invalid email" } },
    });
  });

  it("gives 429 with a whole-second Retry-After", () => {
    const error = rateLimited(12.2);
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ "Retry-After": "13" });
    expect(error.message).toBe("Too many requests. Try again in 13 seconds.");
  });
});

describe("database errors", () => {
  it("recognises an unreachable database through nested causes", () => {
    const error = new Error("query failed", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(mapDatabaseError(error)?.status).toBe(503);
  });

  it("treats a connection that cannot be opened in time (pg's connect timeout) as unavailable", () => {
    expect(mapDatabaseError(new Error("timeout expired"))?.status).toBe(503);
    expect(isDatabaseUnavailable(new Error("statement timeout expired in the parser"))).toBe(false);
  });

  it("maps a unique violation to 409 and leaves unknown errors alone", () => {
    expect(mapDatabaseError({ code: "P2002", message: "Unique constraint failed" })?.status).toBe(409);
    expect(mapDatabaseError(new Error("something else"))).toBeNull();
    // A NUL character in a text (Prisma wraps the driver's error): bad input, 400.
    const nul = { code: "P2010", meta: { driverAdapterError: { message: "invalid byte sequence", cause: { kind: "postgres", code: "22021" } } } };
    expect(mapDatabaseError(nul)?.status).toBe(400);
    expect(isDatabaseUnavailable(nul)).toBe(false);
  });

  it("maps every time bound of a hung database to 503 (lib/postgres.ts)", () => {
    const bounds = [
      { code: "57014", message: "canceling statement due to statement timeout" },
      { code: "25P03", message: "terminating connection due to idle-in-transaction timeout" },
      new Error("Query read timeout"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated due to connection timeout"),
      // Prisma's wrappings: an expired interactive transaction, a driver error inside a raw query.
      { code: "P2028", message: "Transaction API error: Transaction already closed" },
      { code: "P2010", meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57014" } } } },
    ];
    for (const error of bounds) {
      const mapped = mapDatabaseError(error);
      expect(mapped?.status, JSON.stringify(error)).toBe(503);
      expect(mapped?.headers?.["Retry-After"]).toBe("5");
    }
  });

  it("answers a lock not free in time (the tester-slot line) 503 busy, with a shorter Retry-After", () => {
    const lock = { code: "P2010", meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "55P03" } } } };
    const mapped = mapDatabaseError(lock);
    expect(mapped?.status).toBe(503);
    expect(mapped?.message).toMatch(/busy/);
    expect(mapped?.headers?.["Retry-After"]).toBe("2");
  });
});
