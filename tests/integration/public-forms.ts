import { expect } from "vitest";
import { request } from "@/tests/integration/helpers";

let counter = 0;
/** A fresh client address per request, so the per-address form rate limit stays out of the way. */
export function nextIp() {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const post = (path: string, body: unknown, ip = nextIp()) => request(path, { method: "POST", body, ip });

/** Asserts the one error shape with the given status and code; returns the body. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  return body.error;
}
