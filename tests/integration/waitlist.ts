import { POST as askToJoin } from "@/app/api/waitlist/route";
import { POST as confirmJoin } from "@/app/api/waitlist/confirm/route";
import { db } from "@/lib/db";
import { request } from "@/tests/integration/helpers";

let network = 0;
/** A client address in a /24 of its own: joins from it never share a network. */
export function freshNetworkIp() {
  network += 1;
  return `10.${(network >> 8) & 255}.${network & 255}.7`;
}

type From = { ip?: string; userAgent?: string; cookie?: string };

/** POST /api/waitlist as the form sends it. */
export function join(body: Record<string, unknown>, from: From = {}) {
  const headers: Record<string, string> = from.userAgent ? { "user-agent": from.userAgent } : {};
  return askToJoin(request("/api/waitlist", { method: "POST", body, ip: from.ip ?? freshNetworkIp(), headers, cookie: from.cookie }));
}

/** The token of the newest waitlist link e-mailed to `to`. */
export async function waitlistToken(to: string) {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "waitlist_confirm", to }, orderBy: { createdAt: "desc" } });
  return /\/waitlist\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

/** Presses the waitlist link's button. */
export const pressJoin = (token: string, ip = freshNetworkIp()) => confirmJoin(request("/api/waitlist/confirm", { method: "POST", body: { token }, ip }));

/** Joins from start to end (form, e-mail, button); the button's JSON. */
export async function joinAndConfirm(email: string, body: Record<string, unknown> = {}, from: From = {}) {
  const asked = await join({ email, ...body }, from);
  if (asked.status !== 200) throw new Error(`join answered ${asked.status}`);
  const pressed = await pressJoin(await waitlistToken(email));
  if (pressed.status !== 200) throw new Error(`confirm answered ${pressed.status}: ${await pressed.text()}`);
  return (await pressed.json()) as { kind: string; place: number | null; code: string; waiting: number; referrals: number; flagged: number; created: boolean; slot?: number };
}

/** The member's waitlist entry and referrals as stored. */
export async function entryOf(email: string) {
  const member = await db.member.findFirstOrThrow({ where: { email }, select: { id: true } });
  return db.waitlistEntry.findUniqueOrThrow({ where: { memberId: member.id } });
}
