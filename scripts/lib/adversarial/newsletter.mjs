// @ts-check
// The newsletter's public surfaces (issue 33). The footer form mails only a confirmation link,
// however often one mailbox is typed in and from however many client addresses, and subscribes no
// one by itself. Resend's webhook refuses an unsigned, wrongly signed, stale or replayed event with
// 401 and changes nothing. The one-click unsubscribe refuses a forged or missing token.
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { query } from "./load.mjs";

/** What the app allows one address an hour (lib/config.ts SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR). */
const LINKS_PER_HOUR = 3;
const REQUESTS = 8;
const SECRET = "whsec_YWR2ZXJzYXJpYWwtbmV3c2xldHRlci13ZWJob29rLXNlY3JldA==";
const OTHER_SECRET = "whsec_c29tZWJvZHktZWxzZXMtc2VjcmV0LW5vdC1vdXJzLWF0LWFsbA==";

/**
 * One Resend event as Svix signs it; `secret` null leaves the signature out.
 * @param {string} email @param {{ secret?: string | null; at?: Date; id?: string }} options
 */
function bounce(email, { secret = SECRET, at = new Date(), id = `msg_${randomUUID()}` } = {}) {
  const raw = JSON.stringify({ type: "email.bounced", created_at: at.toISOString(), data: { email_id: randomUUID(), to: [email], bounce: { type: "Permanent", message: "No such mailbox" } } });
  /** @type {Record<string, string>} */
  const headers = { "svix-id": id, "svix-timestamp": String(Math.floor(at.getTime() / 1000)) };
  if (secret) headers["svix-signature"] = new Webhook(secret).sign(id, at, raw);
  return { raw, headers };
}

/** @param {import("./types").Context} context */
export async function checkNewsletter({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_newsletter");
  // The per-client limit is off: the rows need to reach the per-recipient limit from one machine.
  const app = await startApp({ port: port + 21, databaseUrl, dataDir: cluster.dir, env: { FORM_RATE_LIMIT_PER_MINUTE: "0", RESEND_WEBHOOK_SECRET: SECRET }, args: PRODUCTION });
  try {
    const answers = new Set();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await sendJson(app, "/api/newsletter/subscribe", { email: i % 2 ? "Reader.Target@example.com" : "reader.target@example.com" }, { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } });
      answers.add(`${res.status} ${res.text}`);
    }
    const [mail] = /** @type {{ confirms: number; others: number; subscriptions: number }[]} */ (
      await query(
        databaseUrl,
        `SELECT count(*) FILTER (WHERE kind = 'member_confirm')::int AS confirms, count(*) FILTER (WHERE kind <> 'member_confirm')::int AS others, (SELECT count(*)::int FROM newsletter_subscriptions) AS subscriptions FROM email_outbox WHERE lower("to") = 'reader.target@example.com'`,
      )
    );
    record(
      "newsletter",
      `${REQUESTS} footer subscriptions for one mailbox (2 spellings, ${REQUESTS} client addresses)`,
      `${mail?.confirms} links, ${mail?.others} other e-mails, ${mail?.subscriptions} subscriptions; ${answers.size} distinct answer(s)`,
      `1..${LINKS_PER_HOUR} links, 0 other, 0 subscriptions; 1 answer`,
      (mail?.confirms ?? 0) >= 1 && (mail?.confirms ?? 0) <= LINKS_PER_HOUR && mail?.others === 0 && mail?.subscriptions === 0 && answers.size === 1,
    );

    const extra = await sendJson(app, "/api/newsletter/subscribe", { email: "x@example.com", topics: ["blog"], memberId: "m1", confirmed: true });
    const named = Object.keys(JSON.parse(extra.text)?.error?.fields ?? {}).sort().join(",");
    record("newsletter", "a subscription with unknown fields (memberId, confirmed)", `${extra.status} ${named}`, "400 confirmed,memberId", extra.status === 400 && named === "confirmed,memberId");

    const url = "/api/webhooks/resend";
    const post = (/** @type {{ raw: string; headers: Record<string, string> }} */ event) => sendJson(app, url, undefined, { raw: event.raw, headers: { "content-type": "application/json", ...event.headers } });
    const genuine = bounce("accepted@example.com");
    const accepted = await post(genuine);
    const refused = [
      await post(bounce("unsigned@example.com", { secret: null })),
      await post(bounce("forged@example.com", { secret: OTHER_SECRET })),
      await post(bounce("stale@example.com", { at: new Date(Date.now() - 10 * 60_000) })),
      await post(genuine),
      await post({ raw: genuine.raw.replace("accepted@", "tampered@"), headers: genuine.headers }),
    ].map((r) => r.status);
    const suppressed = /** @type {{ email: string }[]} */ (await query(databaseUrl, `SELECT email FROM email_suppressions ORDER BY email`)).map((r) => r.email);
    record(
      "newsletter",
      "Resend's webhook: a signed hard bounce, then unsigned, wrongly signed, 10-minute-old, replayed and tampered ones",
      `${accepted.status}; ${refused.join(" ")}; suppressed: ${suppressed.join(", ") || "none"}`,
      "200; 401 ×5; suppressed: accepted@example.com",
      accepted.status === 200 && refused.every((s) => s === 401) && suppressed.join() === "accepted@example.com",
    );

    // The last names an address, as a welcome or test e-mail's link does, under a made-up signature.
    const tokens = ["", "forged", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB", `a.${Buffer.from("reader.target@example.com").toString("base64url")}.${"C".repeat(43)}`];
    const oneClick = [];
    for (const token of tokens) {
      const res = await send(app.base, { method: "POST", path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "26" }, body: "List-Unsubscribe=One-Click" });
      oneClick.push(res.status);
    }
    record("newsletter", "one-click unsubscribe with no, a malformed, a forged and a forged address token", oneClick.join(" "), "400 ×4", oneClick.length === 4 && oneClick.every((s) => s === 400));
  } finally {
    await app.stop();
  }
}
