import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { decodeCanonicalBase64url } from "@/lib/security/base64url";

// The confirmation link's token (issue 18): the reservation's id and the nonce of its latest link,
// signed with the app secret (HMAC-SHA256). Fixed length, so a link cut short in an e-mail client
// is told apart from a forged one. Whether it is still valid (time, single use, replaced by a
// newer link) is the database's to say: the token only proves who it was made for.

const ID_BYTES = 16;
const NONCE_BYTES = 16;
const MAC_BYTES = 32;
const PAYLOAD_BYTES = ID_BYTES + NONCE_BYTES;
/** base64url of 64 bytes, without padding. */
export const TOKEN_LENGTH = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);
const CONTEXT = "stepwise:tester-confirm:v1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ParsedToken =
  | { kind: "valid"; testerId: string; nonce: string }
  /** Not one of our tokens' shape: missing, cut short, or with characters added. */
  | { kind: "malformed" }
  /** The right shape, but the signature does not match: made up or altered. */
  | { kind: "forged" };

export const newNonce = () => randomBytes(NONCE_BYTES).toString("base64url");

function mac(secret: string, payload: Buffer) {
  return createHmac("sha256", secret).update(CONTEXT).update(payload).digest();
}

/** The token for a reservation (its id is a UUID) and the nonce of this link. */
export function signTesterToken(testerId: string, nonce: string, secret: string): string {
  if (!UUID.test(testerId)) throw new Error("tester id must be a UUID");
  const nonceBytes = Buffer.from(nonce, "base64url");
  if (nonceBytes.length !== NONCE_BYTES) throw new Error("nonce must be 16 bytes");
  const payload = Buffer.concat([Buffer.from(testerId.replace(/-/g, ""), "hex"), nonceBytes]);
  return Buffer.concat([payload, mac(secret, payload)]).toString("base64url");
}

export function parseTesterToken(token: string | null | undefined, secret: string): ParsedToken {
  if (typeof token !== "string" || token.length !== TOKEN_LENGTH) return { kind: "malformed" };
  const bytes = decodeCanonicalBase64url(token);
  if (bytes?.length !== PAYLOAD_BYTES + MAC_BYTES) return { kind: "malformed" };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload))) return { kind: "forged" };
  const hex = payload.subarray(0, ID_BYTES).toString("hex");
  const testerId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { kind: "valid", testerId, nonce: payload.subarray(ID_BYTES).toString("base64url") };
}
