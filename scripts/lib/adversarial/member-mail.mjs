// @ts-check
// Mail only to confirmed addresses. A stranger types a victim's address into the
// suggestion form with "E-mail me about this" and a phishing text; the admin then changes the
// status, answers and ships it in a changelog entry. The victim's inbox (the fake Resend API the
// app sends through) must hold the one confirmation e-mail, with none of the stranger's text.
import { FakeResend } from "../../../tests/fake-resend/server.ts";
import { sendJson } from "./http.mjs";
import { query } from "./load.mjs";
import { signIn } from "./sessions.mjs";

const VICTIM = "victim.inbox@example.com";
const BAIT = "URGENT your account is locked verify at https://stepwise-login.example";

/** The fake Resend API for the members phase's app, on a port of the suite's range. @param {number} port */
export const startMemberMailInbox = (port) => new FakeResend().start(port);

/**
 * @param {import("./types").App} app @param {string} databaseUrl @param {FakeResend} inbox
 * @param {import("./types").RecordFigure} record
 */
export async function strangerAddressRow(app, databaseUrl, inbox, record) {
  const check = "a suggestion with \"E-mail me\" and a stranger's address, then a status change, an answer and a shipped changelog entry";
  const suggested = await sendJson(app, "/api/feature-suggestions", { name: BAIT, description: `${BAIT} today`, priority: "Important", email: VICTIM, notify: true, fillMs: 5000 });
  const id = suggested.status === 201 ? JSON.parse(suggested.text).id : null;
  const cookie = await signIn(app);
  // A call with no body (publish) sends an empty one.
  const admin = (/** @type {string} */ path, /** @type {unknown} */ body, method = "POST") =>
    sendJson(app, path, body, { method, headers: { cookie }, raw: body === undefined ? "" : undefined });
  const statuses = [suggested.status];
  if (id) {
    statuses.push((await admin(`/api/admin/feature-suggestions/${id}`, { status: "planned" }, "PATCH")).status);
    statuses.push((await admin(`/api/admin/feature-suggestions/${id}`, { response: `Answered: ${BAIT}` }, "PATCH")).status);
    const entry = await admin("/api/admin/changelog", { title: "Shipped for you", body: "Done.", date: "2026-11-26", suggestionIds: [id] });
    statuses.push(entry.status);
    if (entry.status === 201) statuses.push((await admin(`/api/admin/changelog/${JSON.parse(entry.text).id}/publish`, undefined)).status);
  }
  // Everything queued to the victim has been handed to the provider (or failed) before counting.
  const deadline = Date.now() + 30_000;
  const pending = async () => Number((await query(databaseUrl, `SELECT count(*)::int AS n FROM email_outbox WHERE "to" = $1 AND status IN ('queued', 'sending')`, [VICTIM]))[0]?.n ?? 0);
  while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const received = inbox.deliveries.filter((d) => d.body?.to === VICTIM || (Array.isArray(d.body?.to) && d.body.to.includes(VICTIM)));
  const subjects = received.map((d) => String(d.body?.subject ?? ""));
  const leaked = received.filter((d) => /stepwise-login|URGENT/i.test(JSON.stringify(d.body))).length;
  record(
    "members",
    check,
    `calls ${statuses.join(" ")}; ${received.length} e-mail(s) received: ${subjects.join(" | ") || "none"}; ${leaked} with the suggestion's text`,
    "calls 201 200 200 201 200; 1 e-mail received: Confirm your address to get StepWise updates; 0 with the suggestion's text",
    statuses.join(" ") === "201 200 200 201 200" && received.length === 1 && /^Confirm your address/.test(subjects[0] ?? "") && leaked === 0,
  );
}
