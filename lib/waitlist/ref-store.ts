// The referral code a visitor arrived with (`?ref=<code>` on any page), kept in their own browser
// for 30 days and sent with their join. Nothing goes to the server until they join, so pages stay
// cacheable and a visitor who never joins leaves no trace.

/** The shape of a referral code (lib/waitlist/join.ts makes 8 such characters). */
export const REF_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const KEY = "stepwise-ref";
const KEPT_MS = 30 * 86_400_000;

/** Keeps the page's `?ref=` code, when it has a well-formed one (the latest link wins). */
export function keepRefFrom(search: string) {
  const code = new URLSearchParams(search).get("ref");
  if (!code || !REF_CODE.test(code)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, until: Date.now() + KEPT_MS }));
  } catch {
    // Storage refused (private mode, full): the join goes without a referral.
  }
}

/** The kept code, while within its 30 days. */
export function keptRef(): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? "null") as { code?: unknown; until?: unknown } | null;
    if (kept && typeof kept.code === "string" && REF_CODE.test(kept.code) && typeof kept.until === "number" && kept.until > Date.now()) return kept.code;
  } catch {
    // Unreadable: as if none.
  }
  return undefined;
}
