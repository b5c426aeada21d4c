import { createHash, randomBytes } from "node:crypto";
import { decodeCanonicalBase64url } from "@/lib/security/base64url";

// The secrets of sign-in links and member sessions: 32 random bytes, sent as their canonical
// base64url text (one spelling per token). The database keeps only their SHA-256, so a copy of
// it signs no one in. 256 random bits need no salt or slow hash: nothing can be guessed.

const TOKEN_BYTES = 32;
/** base64url of 32 bytes, without padding. */
export const MEMBER_TOKEN_LENGTH = 43;

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url");

/** A new token and the hash under which it is stored. */
export function newMemberToken(): { token: string; hash: string } {
  const bytes = randomBytes(TOKEN_BYTES);
  return { token: bytes.toString("base64url"), hash: digest(bytes) };
}

/** The stored hash of a token, or null when the text is not one of our tokens (cut short, altered spelling, foreign characters). */
export function memberTokenHash(token: unknown): string | null {
  if (typeof token !== "string" || token.length !== MEMBER_TOKEN_LENGTH) return null;
  const bytes = decodeCanonicalBase64url(token);
  return bytes?.length === TOKEN_BYTES ? digest(bytes) : null;
}
