import { createHash, randomInt } from "node:crypto";

// Invite codes are typed by people as well as carried in links: Crockford's base32 (no I, L, O,
// U), 20 characters (100 bits) in four groups. Only the SHA-256 of the normalised code is stored.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 20;
const GROUP = 5;

/** A new code, grouped for reading: "7KQ2M-…". */
export function newInviteCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return chars.match(new RegExp(`.{${GROUP}}`, "g"))!.join("-");
}

/** The code as stored: hyphens and spaces dropped, upper case, look-alikes read as digits; null when it cannot be one of ours. */
export function normaliseInviteCode(input: string): string | null {
  const plain = input.replace(/[\s-]/g, "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return plain.length === LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

/** What waitlist_invites.codeHash holds for a typed or linked code (null: not a code at all). */
export function inviteCodeHash(input: string): string | null {
  const code = normaliseInviteCode(input);
  return code ? createHash("sha256").update(code).digest("hex") : null;
}
