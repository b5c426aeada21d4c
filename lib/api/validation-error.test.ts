import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationError } from "@/lib/api/validation-error";

const schema = z.strictObject({ email: z.email("Bad address"), nested: z.strictObject({ a: z.number() }).optional() });
const verdict = (value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error("expected a failure");
  return validationError(parsed.error);
};

describe("validationError", () => {
  it("answers unknown fields with a 400 naming each, nested ones by their path", () => {
    const error = verdict({ email: "a@example.com", extra: 1, nested: { a: 1, b: 2 } });
    expect(error.status).toBe(400);
    expect(error.code).toBe("bad_request");
    expect(error.message).toMatch(/^Unknown fields: (extra, nested\.b|nested\.b, extra)$/);
    expect(error.fields).toEqual({ extra: "Unknown field", "nested.b": "Unknown field" });
    expect(verdict({ email: "a@example.com", x: 1 }).message).toBe("Unknown field: x");
  });

  it("names at most 20 unknown fields, each cut to 100 characters", () => {
    const body: Record<string, unknown> = { email: "a@example.com" };
    for (let i = 0; i < 30; i++) body[`${i}-${"k".repeat(200)}`] = i;
    const error = verdict(body);
    expect(Object.keys(error.fields ?? {})).toHaveLength(20);
    for (const name of Object.keys(error.fields ?? {})) expect(name.length).toBeLessThanOrEqual(100);
  });

  it("answers any other problem with a 422 per field", () => {
    const error = verdict({ email: "nope" });
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ email: "Bad address" });
    expect(verdict("not an object").fields).toEqual({ _: expect.any(String) });
  });
});
