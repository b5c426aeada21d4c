// @ts-check
// Waitlist invites (issue 31). A code is the only thing that takes a slot from /invite: a forged,
// malformed, used or expired code is a 4xx and changes nothing (cap, slots, invites); opening the
// link (HEAD, GET, a preview's GET) changes nothing; the button's POST is limited per client address.
import { createHash, randomUUID } from "node:crypto";
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { query } from "./load.mjs";

/** The app's default per-address limit of the public forms (FORM_RATE_LIMIT_PER_MINUTE). */
const FORM_LIMIT = 10;
const CODES = { valid: "7KQ2M-4H9XA-PN3RD-6TWBC", used: "8MR3N-5J0YB-QP4SE-7VXCD", expired: "9NS4P-6K1ZC-RQ5TF-8WYDE", forged: "ABCDE-FGHJK-MNPQR-STVWX" };
/** The stored hash of a code (lib/waitlist/invite-code.ts: hyphens dropped, upper case). @param {string} code */
const hashOf = (code) => createHash("sha256").update(code.replace(/-/g, "")).digest("hex");

/** A waiting member with an invite of this state. @param {string} url @param {string} name @param {string} code @param {"open" | "used" | "expired"} state */
async function invited(url, name, code, state) {
  const id = randomUUID();
  await query(url, `INSERT INTO members (id, email, "emailKey") VALUES ($1, $2, $2)`, [id, `${name}@example.com`]);
  await query(url, `INSERT INTO waitlist_entries ("memberId", rank, code, status) VALUES ($1, 0, $2, 'invited')`, [id, randomUUID()]);
  const expires = state === "expired" ? "now() - interval '1 hour'" : "now() + interval '7 days'";
  await query(url, `INSERT INTO waitlist_invites (id, "memberId", "codeHash", "createdBy", "expiresAt", "acceptedAt") VALUES ($1, $2, $3, 'admin', ${expires}, $4)`, [
    randomUUID(),
    id,
    hashOf(code),
    state === "used" ? new Date() : null,
  ]);
}

/** What an invite can change. @param {string} url */
async function snapshot(url) {
  const [row] = await query(
    url,
    `SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), -1) AS cap, (SELECT count(*)::int FROM testers) AS testers,
            (SELECT count(*)::int FROM waitlist_invites WHERE "acceptedAt" IS NOT NULL) AS accepted,
            (SELECT string_agg(status::text, ',' ORDER BY seq) FROM waitlist_entries) AS statuses`,
  );
  return JSON.stringify(row);
}

/** @param {import("./types").Context} context */
export async function checkInvites({ cluster, record, port }) {
  const url = await cluster.createDatabase("adversarial_invites");
  const app = await startApp({ port: port + 23, databaseUrl: url, dataDir: cluster.dir, args: PRODUCTION });
  try {
    await invited(url, "open", CODES.valid, "open");
    await invited(url, "used", CODES.used, "used");
    await invited(url, "lapsed", CODES.expired, "expired");
    const before = await snapshot(url);
    const ip = (/** @type {number} */ i) => ({ "x-forwarded-for": `198.51.100.${i}` });
    const tries = [
      ["forged", CODES.forged],
      ["malformed", "'; DROP TABLE testers;--"],
      ["used", CODES.used],
      ["expired", CODES.expired],
    ];
    const statuses = [];
    const leaks = [];
    for (const [i, [, code]] of tries.entries()) {
      const res = await sendJson(app, "/api/invite", { code }, { headers: ip(i + 1) });
      statuses.push(res.status);
      if (/prisma|postgres|sql|stack|at \//i.test(res.text)) leaks.push(res.text.slice(0, 80));
    }
    const after = await snapshot(url);
    record(
      "invites",
      "POST /api/invite with a forged, a malformed, a used and an expired code",
      `${statuses.join(" ")}; state ${after === before ? "unchanged" : "changed"}; ${leaks.length} answers naming internals`,
      "404 404 409 409; state unchanged; 0",
      statuses.join(" ") === "404 404 409 409" && after === before && leaks.length === 0,
    );

    const link = `/invite?code=${CODES.valid}`;
    const opened = [await send(app.base, { method: "HEAD", path: link }), await send(app.base, { path: link }), await send(app.base, { path: link, headers: { "user-agent": "Mozilla/5.0 (compatible; LinkPreview/1.0)" } })];
    const afterOpen = await snapshot(url);
    record(
      "invites",
      "HEAD, GET and a preview's GET of an invite link",
      `${opened.map((r) => r.status).join(" ")}; state ${afterOpen === before ? "unchanged" : "changed"}`,
      "200 200 200; state unchanged",
      opened.every((r) => r.status === 200) && afterOpen === before,
    );

    // One client guessing codes: the form limit stops it within the minute.
    const guesses = [];
    for (let i = 0; i < FORM_LIMIT + 2; i++) guesses.push((await sendJson(app, "/api/invite", { code: CODES.forged }, { headers: ip(200) })).status);
    const limited = guesses.filter((s) => s === 429).length;
    record(
      "invites",
      `${FORM_LIMIT + 2} POST /api/invite from one client address in a minute`,
      `${guesses.filter((s) => s === 404).length} × 404, ${limited} × 429`,
      `${FORM_LIMIT} × 404, 2 × 429`,
      limited === 2 && guesses.slice(0, FORM_LIMIT).every((s) => s === 404),
    );

    const accepted = await sendJson(app, "/api/invite", { code: CODES.valid.toLowerCase() }, { headers: ip(201) });
    const again = await sendJson(app, "/api/invite", { code: CODES.valid }, { headers: ip(202) });
    const [held] = await query(url, `SELECT count(*)::int AS n FROM testers WHERE email = 'open@example.com' AND "holdsSlot"`);
    record(
      "invites",
      "the valid code accepted, then pressed again",
      `${accepted.status} then ${again.status}; slots held by the invitee ${held?.n}`,
      "200 then 409; 1",
      accepted.status === 200 && again.status === 409 && held?.n === 1,
    );
  } finally {
    await app.stop();
  }
}
