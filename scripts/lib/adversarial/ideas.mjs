// @ts-check
// The idea board (issue 32). Votes and follows need a confirmed member's session: none, a forged
// cookie or the admin's session is a 401. A private, hidden or unknown idea is a 404 even for a
// member. Nothing about voters (addresses, names, member ids) appears in the public HTML, the RSC
// payloads or the public calls, after members voted.
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { query } from "./load.mjs";
import { signIn } from "./sessions.mjs";

const VOTERS = ["ada.voter@example.com", "bob.voter@example.com"];

/** Signs a member in through the e-mailed link's button; the member cookie ("" when it failed). @param {import("./types").App} app @param {string} databaseUrl @param {string} email */
async function memberCookie(app, databaseUrl, email) {
  await sendJson(app, "/api/account/sign-in", { email });
  const [mail] = /** @type {{ text: string }[]} */ (await query(databaseUrl, `SELECT text FROM email_outbox WHERE "to" = $1 AND kind = 'member_sign_in' ORDER BY "createdAt" DESC LIMIT 1`, [email]));
  const token = /\/account\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  const pressed = await sendJson(app, "/api/account/sign-in/confirm", { token });
  return [pressed.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).find((c) => /stepwise-member=./.test(c ?? "")) ?? "";
}

/**
 * An idea e-mail's one-click unsubscribe (POST /api/ideas/unsubscribe?token=…, as a mail provider
 * sends it: a form body, another origin) with no token, a forged or malformed one, or with scope=all:
 * each a 400, and no follow, mute or preference changes; its page with a forged token only says so.
 * @param {import("./types").App} app @param {string} databaseUrl @param {string} memberId @param {import("./types").RecordFigure} record
 */
async function checkIdeaUnsubscribe(app, databaseUrl, memberId, record) {
  const state = async () => JSON.stringify(await query(databaseUrl, `SELECT (SELECT count(*)::int FROM idea_follows) AS follows, (SELECT count(*)::int FROM idea_mutes) AS mutes, (SELECT count(*)::int FROM members WHERE "ideaUpdates") AS updates`));
  const before = await state();
  const sig = "A".repeat(43);
  const tokens = ["", "token=", `token=${memberId}.adv-public.${sig}`, `token=${memberId}.adv-public`, `token=${memberId}.${sig}`, `scope=all&token=${memberId}.adv-public.${sig}`, `token=../${memberId}.adv-public.${sig}`];
  const body = "List-Unsubscribe=One-Click";
  const answers = [];
  for (const q of tokens) {
    const res = await send(app.base, { method: "POST", path: `/api/ideas/unsubscribe?${q}`, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin: "https://mail.example.net" }, body });
    answers.push(res.status);
  }
  const page = await send(app.base, { path: `/ideas/unsubscribe?token=${memberId}.adv-public.${sig}` });
  const after = await state();
  const pageOk = page.status === 200 && page.text.includes("This link is not valid") && !VOTERS.some((v) => page.text.includes(v));
  record("ideas", "one-click unsubscribe per idea: no token, forged, malformed, scope=all with a forged token; its page with a forged one", `${answers.join(" ")}; page ${page.status}${pageOk ? " invalid" : " ?"}; ${before === after ? "nothing changed" : `${before} -> ${after}`}`, `400 ×${tokens.length}; page 200 invalid; nothing changed`, answers.every((s) => s === 400) && pageOk && before === after);
}

/** @param {import("./types").Context} context */
export async function checkIdeas({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_ideas");
  const app = await startApp({ port: port + 20, databaseUrl, dataDir: cluster.dir, env: { FORM_RATE_LIMIT_PER_MINUTE: "0" }, args: PRODUCTION });
  try {
    const seed = (/** @type {string} */ id, /** @type {boolean} */ isPublic, /** @type {boolean} */ hidden) =>
      query(databaseUrl, `INSERT INTO feature_suggestions (id, name, description, email, "isPublic", hidden, "publicTitle", "publicSummary", "updatedAt") VALUES ($1, 'Submitter words', 'Private text', 'submitter.private@example.com', $2, $3, $4, 'Public summary', now())`, [id, isPublic, hidden, `Idea ${id}`]);
    await seed("adv-public", true, false);
    await seed("adv-private", false, false);
    await seed("adv-hidden", true, true);
    const admin = await signIn(app);
    const forged = "stepwise-member=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const calls = [
      ["POST", "/api/ideas/adv-public/vote"],
      ["DELETE", "/api/ideas/adv-public/vote"],
      ["POST", "/api/ideas/adv-public/follow"],
    ];
    const refused = [];
    for (const cookie of ["", forged, admin]) {
      for (const [method, path] of calls) refused.push((await sendJson(app, path ?? "", undefined, { method, raw: "", headers: cookie ? { cookie } : {} })).status);
    }
    const [counted] = /** @type {{ n: number }[]} */ (await query(databaseUrl, `SELECT count(*)::int AS n FROM idea_votes`));
    record("ideas", "vote, take back, follow: no session, a forged member cookie, the admin's session", `${refused.join(" ")}; ${counted?.n} votes`, "401 ×9; 0 votes", refused.every((s) => s === 401) && counted?.n === 0);

    const cookies = [];
    for (const email of VOTERS) cookies.push(await memberCookie(app, databaseUrl, email));
    const hiddenAnswers = [];
    for (const id of ["adv-private", "adv-hidden", "adv-unknown"]) {
      hiddenAnswers.push((await sendJson(app, `/api/ideas/${id}/vote`, undefined, { raw: "", headers: { cookie: cookies[0] ?? "" } })).status);
      hiddenAnswers.push((await sendJson(app, `/api/ideas/${id}/follow`, undefined, { raw: "", headers: { cookie: cookies[0] ?? "" } })).status);
    }
    record("ideas", "a member's vote and follow for a private, a hidden and an unknown idea", hiddenAnswers.join(" "), "404 ×6", cookies.every(Boolean) && hiddenAnswers.every((s) => s === 404));

    const votes = [];
    for (const cookie of cookies) votes.push((await sendJson(app, "/api/ideas/adv-public/vote", undefined, { raw: "", headers: { cookie } })).status);
    const members = /** @type {{ id: string }[]} */ (await query(databaseUrl, `SELECT id FROM members`));
    const secrets = [...VOTERS, ...VOTERS.map((e) => e.split("@")[0] ?? e), ...members.map((m) => m.id), "submitter.private@example.com", "Submitter words", "Private text"];
    const pages = ["/ideas", "/ideas/adv-public", "/roadmap", "/api/ideas", "/api/ideas?sort=trending", "/api/ideas/similar?q=Idea%20adv", "/api/ideas/counts?ids=adv-public,adv-private"];
    const leaks = [];
    let checked = 0;
    for (const path of pages) {
      for (const headers of [{}, { rsc: "1" }]) {
        if (path.startsWith("/api") && "rsc" in headers) continue;
        let res = await send(app.base, { path, headers });
        // Next answers an RSC request without its cache-busting `_rsc` parameter with a redirect to it.
        if (res.status === 307 && typeof res.headers.location === "string") res = await send(app.base, { path: res.headers.location, headers });
        checked++;
        const found = secrets.filter((s) => res.text.includes(s));
        if (res.status !== 200 && !(path === "/roadmap" && res.status === 404)) leaks.push(`${path} ${res.status} ${res.headers.location ?? ""}`);
        if (found.length) leaks.push(`${path}${"rsc" in headers ? " (RSC)" : ""}: ${found.join(", ")}`);
      }
    }
    await checkIdeaUnsubscribe(app, databaseUrl, members[0]?.id ?? "", record);
    record("ideas", `after 2 votes: ${checked} public pages, RSC payloads and calls searched for voters' addresses, names, member ids and the submitter's text`, leaks.length ? leaks.join("; ") : `votes ${votes.join(" ")}; nothing found`, "votes 200 200; nothing found", votes.every((s) => s === 200) && leaks.length === 0);
  } finally {
    await app.stop();
  }
}
