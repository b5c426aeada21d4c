// @ts-check
// Generated hostile bodies (fast-check) and the detector of internals leaking into responses.
import fc from "fast-check";

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "isAdmin"];

/** A value of the wrong kind, or the right kind at its worst. */
const nastyValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -0, 2 ** 53 + 1),
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  // Unstorable text (issue 17): lone surrogates, NUL, other control characters.
  fc.constantFrom("\ud800", "a\udfffb", "x\ud83d", "a\u0000b", "\u0007", "\u001b[2J", "\u007f", "\u000b"),
  fc.constantFrom("", " ", "\u0000", "\uFEFF", "\u202E evil", "😀".repeat(500), "<script>alert(1)</script>", "' OR 1=1 --", "a@b", "@", "x".repeat(2001)),
  fc.integer({ min: 1_000, max: 80_000 }).map((n) => "A".repeat(n)),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/**
 * JSON text of an object with these entries: keys like __proto__ survive as own keys on the wire.
 * @param {[string, unknown][]} entries
 */
function objectText(entries) {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v === undefined ? "null" : JSON.stringify(v)}`).join(",")}}`;
}

/**
 * Bodies for one endpoint: its own fields with hostile values, a valid body with one field broken,
 * prototype-pollution keys at the top and nested, arbitrary JSON, and text that is not JSON.
 * @param {string[]} fields @param {() => Record<string, unknown>} validBody @param {number} runs @param {number} seed
 * @returns {string[]}
 */
export function fuzzBodies(fields, validBody, runs, seed) {
  const fieldNames = fc.constantFrom(...fields, ...POLLUTION_KEYS);
  const arbitrary = fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.tuple(fieldNames, nastyValue), { maxLength: 8 }).map(objectText) },
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom(...fields), nastyValue).map(([field, value]) => objectText(Object.entries({ ...validBody(), [field]: value }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 }))
        .map(([key, value]) => objectText([...Object.entries(validBody()), [key, { [key]: value, isAdmin: true, polluted: "yes" }]])),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string(),
        fc.constantFrom("{", "[", '{"a":', "{'a':1}", "NaN", "undefined", '{"a":1,}', "\u0000", `${"[".repeat(5000)}${"]".repeat(5000)}`),
      ),
    },
  );
  return fc.sample(arbitrary, { numRuns: runs, seed });
}

// Marks of internals: stack frames, file paths, ORM and SQL text, driver error codes.
const LEAKS = [
  /\bat [\w$.<>[\] ]+ \(/,
  /\bat \//,
  /\bat file:/,
  /node_modules/,
  /prisma/i,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /\/(work|home|root|usr|tmp|var|app|srv)\//,
  /\.(ts|tsx|js|mjs|cjs):\d+/,
  /\bE(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT)\b/,
  /\b(P10\d\d|P20\d\d|57P0\d|23505)\b/,
  /webpack:\/\/|\[turbopack\]|\[project\]\//,
  /"stack"\s*:/,
  /relation "\w+"|duplicate key value/i,
];

/**
 * The first internal detail in a response that the request itself did not carry, or null.
 * @param {{ headers?: import("node:http").IncomingHttpHeaders; text: string }} response @param {string} [requestText]
 */
export function findLeak(response, requestText = "") {
  const haystack = `${Object.entries(response.headers ?? {}).filter(([k]) => !["content-security-policy", "permissions-policy", "link"].includes(k)).map(([k, v]) => `${k}: ${v}`).join("\n")}\n${response.text}`;
  for (const pattern of LEAKS) {
    const match = haystack.match(pattern);
    if (match && !requestText.includes(match[0])) return match[0];
  }
  return null;
}

/** True when an answer's body is the API's { error: { code, message } } shape. @param {string} text */
export function hasErrorShape(text) {
  try {
    const body = JSON.parse(text);
    return typeof body?.error?.code === "string" && typeof body?.error?.message === "string";
  } catch {
    return false;
  }
}
