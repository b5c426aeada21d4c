const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Every other spelling of a base64url text that Node decodes to the same bytes (the last character's unused low bits set). */
export const otherSpellings = (text: string) =>
  [...ALPHABET].map((c) => text.slice(0, -1) + c).filter((t) => t !== text && Buffer.from(t, "base64url").equals(Buffer.from(text, "base64url")));
