import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// A shared analytics link's token: "<share id>.<HMAC-SHA256 of the id>" (base64url). The signature
// makes links unguessable; the row makes them revocable. The admin's list can show the address
// again at any time, because it is derived, never stored.
const key = () => createHmac("sha256", authSecret()).update("stepwise analytics share v1").digest();
const sign = (id: string) => createHmac("sha256", key()).update(id).digest("base64url");

export const shareToken = (id: string) => `${id}.${sign(id)}`;

/** The share id of a well-signed token, or null. */
export function verifyShareToken(token: string): string | null {
  const match = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
