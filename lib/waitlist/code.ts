import { randomBytes } from "node:crypto";

/** A new referral code: 48 random bits, 8 URL-safe characters. */
export const newCode = () => randomBytes(6).toString("base64url");
