import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// A preview link's token: "<link id>.<expiry, seconds>.<HMAC-SHA256 of both>" (base64url). The
// signature makes ids unguessable to forge; the row (lib/data/preview-links.ts) makes it revocable.
const key = () => createHmac("sha256", authSecret()).update("stepwise preview link v1").digest();
const sign = (body: string) => createHmac("sha256", key()).update(body).digest("base64url");

export function previewToken(id: string, expiresAt: Date): string {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(body)}`;
}

/** The link id of a well-signed, unexpired token, or null. */
export function verifyPreviewToken(token: string, now = Date.now()): string | null {
  const match = /^([a-z0-9]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, exp, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${id}.${exp}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now) return null;
  return id;
}
