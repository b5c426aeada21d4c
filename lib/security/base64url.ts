/**
 * The bytes of a base64url text (no padding), or null unless the text is their one canonical
 * encoding. Node's decoder ignores the unused low bits of the last character, so without this
 * check a signed token has several spellings that all verify (a 64-byte token 16, a 32-byte
 * signature 4): one token, one spelling.
 */
export function decodeCanonicalBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}
