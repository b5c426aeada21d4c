// @ts-check
// Members' sign-in (issue 30). A stranger can ask for sign-in links to anyone's address: the
// recipient's inbox gets at most the hourly limit, and the answers never differ (they would tell
// whether the address is known, or that the limit was reached). A mail scanner's HEAD and GET of a
// link sign no one in and set no cookie; only the page's POST does. Mail goes only to confirmed
// addresses (member-mail.mjs): the app sends through a fake Resend API, which is the inbox.
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { query } from "./load.mjs";
import { API_KEY } from "../../../tests/fake-resend/server.ts";
import { startMemberMailInbox, strangerAddressRow } from "./member-mail.mjs";

/** What the app allows one address an hour (lib/config.ts SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR). */
const LINKS_PER_HOUR = 3;
const REQUESTS = 50;

/** Spellings of one Gmail mailbox (dots, case, +tags, googlemail.com), all the same recipient. */
const spelling = (/** @type {number} */ i) => [`Victim.Person+${i}@gmail.com`, `victimperson@googlemail.com`, `v.i.c.t.i.m.person@GMAIL.com`, `victimperson+x${i}@gmail.com`][i % 4] ?? "";

/** @param {import("./types").Context} context */
export async function checkMembers({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_members");
  const inbox = await startMemberMailInbox(port + 10);
  // The per-client limit is off: the rows need to reach the per-recipient limit from one machine.
  const app = await startApp({
    port: port + 9,
    databaseUrl,
    dataDir: cluster.dir,
    env: { FORM_RATE_LIMIT_PER_MINUTE: "0", RESEND_API_KEY: API_KEY, RESEND_BASE_URL: inbox.url },
    args: PRODUCTION,
  });
  try {
    await strangerAddressRow(app, databaseUrl, inbox, record);
    const answers = new Set();
    const statuses = new Set();
    for (let i = 0; i < REQUESTS; i++) {
      const email = spelling(i);
      const res = await sendJson(app, "/api/account/sign-in", { email }, { headers: { "x-forwarded-for": `203.0.113.${(i % 250) + 1}` } });
      statuses.add(res.status);
      answers.add(res.text.replace(email, "<address>"));
    }
    const [counted] = /** @type {{ mails: number }[]} */ (await query(databaseUrl, `SELECT count(*)::int AS mails FROM email_outbox WHERE kind = 'member_sign_in'`));
    const mails = counted?.mails ?? 0;
    record(
      "members",
      `${REQUESTS} sign-in requests for one mailbox (4 spellings, 50 client addresses)`,
      `${mails} e-mails queued; answers ${[...statuses].join("/")}, ${answers.size} distinct`,
      `≤ ${LINKS_PER_HOUR} e-mails; 200, 1 distinct`,
      mails <= LINKS_PER_HOUR && mails > 0 && statuses.size === 1 && statuses.has(200) && answers.size === 1,
    );

    const fresh = await sendJson(app, "/api/account/sign-in", { email: "scanned@example.com" });
    const [mail] = /** @type {{ text: string }[]} */ (await query(databaseUrl, `SELECT text FROM email_outbox WHERE "to" = 'scanned@example.com'`));
    const link = /\/account\/sign-in\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0];
    if (fresh.status !== 200 || !link) {
      record("members", "a sign-in link for a new address", `${fresh.status}, link ${link ? "found" : "missing"}`, "200, link", false);
      return;
    }
    const opened = [await send(app.base, { method: "HEAD", path: link }), await send(app.base, { path: link }), await send(app.base, { path: link, headers: { "user-agent": "Mozilla/5.0 (compatible; LinkPreview/1.0)" } })];
    const cookies = opened.filter((r) => r.headers["set-cookie"]).length;
    const [after] = /** @type {{ members: number; sessions: number; used: number }[]} */ (
      await query(databaseUrl, `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM member_sessions) AS sessions, (SELECT count(*)::int FROM member_sign_in_links WHERE "usedAt" IS NOT NULL) AS used`)
    );
    record(
      "members",
      "HEAD, GET and a preview's GET of a sign-in link",
      `${opened.map((r) => r.status).join(" ")}; ${cookies} set a cookie; members ${after?.members}, sessions ${after?.sessions}, links used ${after?.used}`,
      "200 200 200; 0 set a cookie; 0, 0, 0",
      opened.every((r) => r.status === 200) && cookies === 0 && after?.members === 0 && after?.sessions === 0 && after?.used === 0,
    );
    const token = link.split("token=")[1];
    const pressed = await sendJson(app, "/api/account/sign-in/confirm", { token });
    const crossSite = await sendJson(app, "/api/account/sign-in/confirm", { token }, { headers: { origin: "https://evil.example" } });
    const cookie = [pressed.headers["set-cookie"] ?? []].flat().join(" ");
    record(
      "members",
      "the page's POST of the link, then a cross-site POST of it",
      `${pressed.status} (cookie ${/stepwise-member=[^;]+;.*HttpOnly/i.test(cookie) ? "HttpOnly" : cookie ? "without HttpOnly" : "none"}), ${crossSite.status}`,
      "200 (cookie HttpOnly), 403",
      pressed.status === 200 && /stepwise-member=[^;]+;.*HttpOnly/i.test(cookie) && crossSite.status === 403,
    );
  } finally {
    await app.stop();
    await inbox.stop();
    await cluster.dropDatabase("adversarial_members");
  }
}
