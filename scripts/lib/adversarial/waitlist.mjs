// @ts-check
// The waitlist (issue 31). Its join form must not tell a stranger whether an address is a member, a
// tester or unknown, must hold each client to the form limit, and must take any `ref` without an
// error that says whether the code exists. The public leaderboard shows initials, never an address.
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { query } from "./load.mjs";

/** The form limit the app runs with here (lib/env.ts FORM_RATE_LIMIT_PER_MINUTE's default). */
const FORM_LIMIT = 10;
/** Client `i`'s address, each in a /24 of its own (a shared network would flag the referral). */
const ip = (/** @type {number} */ i) => ({ "x-forwarded-for": `10.${(i >> 8) & 255}.${i & 255}.9` });

/** @param {import("./types").Context} context */
export async function checkWaitlist({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_waitlist");
  const app = await startApp({ port: port + 16, databaseUrl, dataDir: cluster.dir, env: { FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT) }, args: PRODUCTION });
  let client = 0;
  const join = (/** @type {Record<string, unknown>} */ body) => sendJson(app, "/api/waitlist", body, { headers: ip(++client) });
  /** The link the newest waitlist e-mail to `to` holds, pressed as its page's button does. */
  const confirm = async (/** @type {string} */ to) => {
    const [mail] = /** @type {{ text: string }[]} */ (await query(databaseUrl, `SELECT text FROM email_outbox WHERE kind = 'waitlist_confirm' AND "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`, [to]));
    const token = /\/waitlist\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    return sendJson(app, "/api/waitlist/confirm", { token: token ?? "" }, { headers: ip(++client) });
  };
  try {
    // A member, a member who holds a tester slot, and an address never seen: one answer for all.
    await query(databaseUrl, `INSERT INTO members (id, email, "emailKey", "createdAt") VALUES ('m1', 'member@example.com', 'member@example.com', now()), ('m2', 'tester@example.com', 'tester@example.com', now())`);
    await query(databaseUrl, `INSERT INTO feedback (id, clarity, usage, email) VALUES ('f1', 'Clear', 'Weekly', 'tester@example.com')`);
    await query(databaseUrl, `INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "holdsSlot", "tokenNonce", "expiresAt") VALUES ('t1', 'f1', 1, 'tester@example.com', 'tester@example.com', 'confirmed', true, 'n', now())`);
    const answers = [];
    for (const email of ["member@example.com", "tester@example.com", "stranger@example.com"]) {
      const res = await join({ email });
      answers.push(`${res.status} ${res.text.replace(email, "<address>")}`);
    }
    record("waitlist", "join answers for a member, a tester and an unknown address", `${new Set(answers).size} distinct (${answers[0]?.slice(0, 3)})`, "1 distinct (200)", new Set(answers).size === 1 && answers[0]?.startsWith("200 ") === true);

    const statuses = [];
    for (let i = 0; i < FORM_LIMIT + 3; i++) statuses.push((await sendJson(app, "/api/waitlist", { email: `burst${i}@example.com` }, { headers: ip(60_000) })).status);
    const passed = statuses.filter((s) => s === 200).length;
    record("waitlist", `${FORM_LIMIT + 3} joins from one client address in a minute`, `${passed}×200, ${statuses.filter((s) => s === 429).length}×429`, `${FORM_LIMIT}×200, 3×429`, passed === FORM_LIMIT && statuses.slice(FORM_LIMIT).every((s) => s === 429));

    const plain = await join({ email: "plain@example.com" });
    const forged = await join({ email: "forged@example.com", ref: "NoSuchCode" });
    const mangled = await join({ email: "mangled@example.com", ref: "' OR 1=1 --<script>" });
    const same = new Set([plain, forged, mangled].map((r, i) => r.text.replace(["plain", "forged", "mangled"][i] ?? "", "X"))).size === 1;
    const pressed = await confirm("forged@example.com");
    const [made] = /** @type {{ entries: number; referrals: number }[]} */ (await query(databaseUrl, `SELECT (SELECT count(*)::int FROM waitlist_entries e JOIN members m ON m.id = e."memberId" WHERE m.email = 'forged@example.com') AS entries, (SELECT count(*)::int FROM waitlist_referrals) AS referrals`));
    record(
      "waitlist",
      "an unknown and a mangled ref code: the join's answer, then the link's button",
      `${[plain, forged, mangled].map((r) => r.status).join(" ")}, answers ${same ? "identical" : "differ"}; button ${pressed.status}; entry ${made?.entries}, referrals ${made?.referrals}`,
      "200 200 200, answers identical; button 200; entry 1, referrals 0",
      [plain, forged, mangled].every((r) => r.status === 200) && same && pressed.status === 200 && made?.entries === 1 && made?.referrals === 0,
    );

    // The leaderboard: off by default (404); on, initials and counts only, in the HTML and the RSC payload.
    const off = await send(app.base, { path: "/waitlist/leaderboard" });
    const { code } = JSON.parse((await confirm("plain@example.com")).text);
    await join({ email: "friend.of.plain@example.org", ref: code });
    await confirm("friend.of.plain@example.org");
    await query(databaseUrl, `INSERT INTO waitlist_settings (id, leaderboard) VALUES (1, true) ON CONFLICT (id) DO UPDATE SET leaderboard = true`);
    const html = await send(app.base, { path: "/waitlist/leaderboard" });
    const rsc = await send(app.base, { path: "/waitlist/leaderboard", headers: { rsc: "1" } });
    const leaks = [html.text, rsc.text].filter((t) => /plain@example\.com|friend\.of\.plain/.test(t)).length;
    record(
      "waitlist",
      "the public leaderboard off, then on with a referrer",
      `${off.status}, then ${html.status} (${html.text.includes(">PE<") ? "initials shown" : "no initials"}), ${leaks} of 2 payloads with an address`,
      "404, then 200 (initials shown), 0 of 2 payloads with an address",
      off.status === 404 && html.status === 200 && html.text.includes(">PE<") && leaks === 0,
    );
  } finally {
    await app.stop();
  }
}
