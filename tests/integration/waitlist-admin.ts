import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { normalizeEmail } from "@/lib/testers/email";
import { BOOST_SQL, rankSql } from "@/lib/waitlist/place";

/**
 * Waiting members, straight into the tables (joining is the public side's), in this order of
 * joining, ranked by the place rule (lib/waitlist/place.ts) with the boost in force. Returns
 * their ids by address.
 */
export async function addWaiting(people: (string | { email: string; referrals: number })[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const person of people) {
    const { email, referrals } = typeof person === "string" ? { email: person, referrals: 0 } : person;
    const member = await db.member.create({ data: { email, emailKey: normalizeEmail(email) }, select: { id: true } });
    await db.$executeRaw`
      INSERT INTO waitlist_entries ("memberId", rank, referrals, code, status) VALUES (${member.id}, 0, ${referrals}, ${randomUUID()}, 'waiting')`;
    await db.$executeRaw`
      UPDATE waitlist_entries SET rank = ${rankSql(Prisma.sql`referrals`, BOOST_SQL)} WHERE "memberId" = ${member.id}`;
    ids[email] = member.id;
  }
  return ids;
}

/** The waiting members' addresses in place order (place 1 first). */
export async function line(): Promise<string[]> {
  const rows = await db.$queryRaw<{ email: string }[]>`
    SELECT m.email FROM waitlist_entries e JOIN members m ON m.id = e."memberId" WHERE e.status = 'waiting' ORDER BY e.rank, e.seq`;
  return rows.map((r) => r.email);
}

/** The codes of the invite e-mails queued to `to`, oldest first. */
export async function inviteCodes(to: string): Promise<string[]> {
  const mails = await db.emailOutbox.findMany({ where: { kind: "waitlist_invite", to }, orderBy: { createdAt: "asc" } });
  return mails.map((m) => /\/invite\?code=([0-9A-Z-]+)/.exec(m.text)![1]!);
}
