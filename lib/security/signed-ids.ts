import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// A link's token made of ids and their signature, "<id>.<id>….<HMAC-SHA256>" (base64url), under the
// session secret with a purpose, so a token made for one kind of link never opens another. The
// ids are checked before anything is looked up: a forged token costs no query.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TOKEN_LENGTH = 300;
/** The signature of `values` under `purpose` (base64url), for a token that carries them some other way. */
export const signatureOf = (purpose: string, ...values: string[]) => createHmac("sha256", authSecret()).update([purpose, ...values].join("\u0000")).digest("base64url");

/** `signatureOf`'s check, in constant time. */
export function hasSignature(given: string, purpose: string, ...values: string[]): boolean {
  const expected = Buffer.from(signatureOf(purpose, ...values));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const signIds = (purpose: string, ...ids: string[]) => [...ids, signatureOf(purpose, ...ids)].join(".");

/** The `count` ids a token was made of for this purpose, or null when malformed or wrongly signed. */
export function verifySignedIds(purpose: string, token: unknown, count: number): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== count + 1) return null;
  const ids = parts.slice(0, count);
  if (!ids.every((id) => ID.test(id))) return null;
  return hasSignature(parts[count]!, purpose, ...ids) ? ids : null;
}
