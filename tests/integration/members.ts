import { POST as requestSignIn } from "@/app/api/account/sign-in/route";
import { POST as confirmSignIn } from "@/app/api/account/sign-in/confirm/route";
import { db } from "@/lib/db";
import { MEMBER_COOKIE } from "@/lib/members/session";
import { createContactMessage } from "@/lib/data/contact";
import { createFeedback } from "@/lib/data/feedback";
import { enqueueEmail } from "@/lib/data/outbox";
import { createSuggestion } from "@/lib/data/suggestions";
import { request } from "@/tests/integration/helpers";
import { nextIp, post } from "@/tests/integration/public-forms";
import { normalizeEmail } from "@/lib/testers/email";

const LINK = /\/account\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/;

/** The tokens of the sign-in e-mails queued to this address, oldest first. */
export async function linkTokens(email: string): Promise<string[]> {
  const mails = await db.emailOutbox.findMany({ where: { kind: "member_sign_in", to: email }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return mails.map((mail) => LINK.exec(mail.text)![1]!);
}

/** The token of the newest sign-in e-mail queued to this address. */
export async function latestLinkToken(email: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "member_sign_in", to: email }, orderBy: { createdAt: "desc" } });
  return LINK.exec(mail.text)![1]!;
}

/** Asks for a link as the form does; the token of the e-mail it queued. */
export async function requestLinkToken(email: string): Promise<string> {
  const response = await requestSignIn(post("/api/account/sign-in", { email }));
  if (response.status !== 200) throw new Error(`sign-in request answered ${response.status}`);
  return latestLinkToken(email);
}

/** Presses the link page's button. */
export const pressSignIn = (token: string) => confirmSignIn(post("/api/account/sign-in/confirm", { token }));

/** The member session cookie an answer sets, as a Cookie header ("" when it clears it, null when none). */
export function memberCookieOf(response: Response): string | null {
  const found = response.headers.getSetCookie().find((c) => c.startsWith(`${MEMBER_COOKIE}=`));
  if (found === undefined) return null;
  const value = found.split(";")[0]!.slice(MEMBER_COOKIE.length + 1);
  return value ? `${MEMBER_COOKIE}=${value}` : "";
}

/** Signs in by link from start to end; the member session's Cookie header. */
export async function signInMember(email: string): Promise<string> {
  const cookie = memberCookieOf(await pressSignIn(await requestLinkToken(email)));
  if (!cookie) throw new Error("the sign-in set no member cookie");
  return cookie;
}

/** A member call as the browser makes it: GET without a body, POST with one; a fresh client address each time. */
export const memberCall = (path: string, cookie: string | undefined, body?: unknown) => request(path, { method: body === undefined ? "GET" : "POST", body, cookie, ip: nextIp() });

const CHANGE_LINK = /\/account\/change-email\/confirm\?token=([A-Za-z0-9_-]+)/;

/** The token of the newest address change e-mail queued to this address. */
export async function changeLinkToken(to: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "member_email_change", to }, orderBy: { createdAt: "desc" } });
  return CHANGE_LINK.exec(mail.text)![1]!;
}

/** What "ada" sent before she signed in, with three spellings of one Gmail mailbox. */
export async function seedAda() {
  const feedback = await createFeedback({ clarity: "Steps were clear", usage: "Weekly", email: "Ada.Lovelace@gmail.com", rating: 5 });
  await db.feedback.update({ where: { id: feedback.id }, data: { status: "resolved", response: "Thanks, fixed in 1.2" } });
  const suggestion = await createSuggestion({ name: "Dark mode", description: "Please add it", priority: "Important", email: "adalovelace+ideas@gmail.com", notifyOptIn: true });
  const onRoadmap = await createSuggestion({ name: "Offline mode", description: "My own words about trains", priority: "Important", email: "adalovelace@gmail.com" });
  await db.featureSuggestion.update({ where: { id: onRoadmap.id }, data: { isPublic: true, publicTitle: "Works offline", publicSummary: "Use it without a network" } });
  const message = await createContactMessage({ firstName: "Ada", lastName: "L", email: "ADALOVELACE@gmail.com", subject: "Hello", message: "A question" });
  await db.tester.create({ data: { id: "t-ada", feedbackId: feedback.id, slot: 7, email: "Ada.Lovelace@gmail.com", emailKey: "adalovelace@gmail.com", tokenNonce: "n", status: "confirmed", confirmedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) } });
  await enqueueEmail({ kind: "feedback_response", to: "Ada.Lovelace@gmail.com", subject: "Re: your feedback", html: "<p>x</p>", text: "x" });
  return { feedback, suggestion, onRoadmap, message };
}

/** Makes the address confirmed, as a press of the button of a link sent to it does: its member exists. */
export async function confirmAddress(email: string) {
  const emailKey = normalizeEmail(email);
  await db.member.upsert({ where: { emailKey }, create: { email, emailKey }, update: {}, select: { id: true } });
}

/**
 * Signed-in members in bulk, as many sign-ins would leave them (a member row and a live session
 * each), written in two statements: the board's concurrency tests need hundreds of voters.
 */
export async function seedSignedInMembers(count: number, prefix = "voter"): Promise<{ id: string; cookie: string }[]> {
  const { newMemberToken } = await import("@/lib/members/token");
  const rows = Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), email: `${prefix}${i}@example.com`, emailKey: `${prefix}${i}@example.com`, token: newMemberToken() }));
  await db.member.createMany({ data: rows.map(({ id, email, emailKey }) => ({ id, email, emailKey, lastSignInAt: new Date() })) });
  await db.memberSession.createMany({ data: rows.map((row) => ({ memberId: row.id, tokenHash: row.token.hash })) });
  return rows.map((row) => ({ id: row.id, cookie: `${MEMBER_COOKIE}=${row.token.token}` }));
}
