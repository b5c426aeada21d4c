// Text PostgreSQL cannot store, or that has no business in a form field: a lone UTF-16 surrogate
// (valid in JSON as "\ud800", not encodable as UTF-8), NUL, and the other C0 control characters
// and DEL. Tab, line feed and carriage return stay: multi-line fields need them.
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "Contains characters that are not allowed";

/** True when the text has a lone surrogate, NUL or another control character. */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path ("tags.2", "author.name") of the first string, or object key, in a parsed body that holds
 * unstorable text; null when there is none. Runs on every body before its schema, so that no
 * endpoint has to remember it. Iterative: a body nested thousands deep must not overflow the stack.
 */
export function findUnstorableText(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: "" }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (hasUnstorableText(value)) return path || "_";
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    // Pushed in reverse, so the first field is looked at first.
    for (const [key, child] of entries.reverse()) {
      if (hasUnstorableText(key)) return path ? `${path}._key` : "_key";
      stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}
