import "server-only";
import { getWaitlistSettings, topReferrers } from "@/lib/data/waitlist";

export const LEADERBOARD_SIZE = 20;

/** An address as the leaderboard shows it: the first letter of the local part and of the domain (ann@bmail.com → AB). */
export function initialsOf(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.charAt(0)}${email.charAt(at + 1)}`.toUpperCase();
}

/** The top referrers as initials and counts (no address leaves this function), or null when the leaderboard is off. */
export async function publicLeaderboard(): Promise<{ initials: string; referrals: number }[] | null> {
  if (!(await getWaitlistSettings()).leaderboard) return null;
  return (await topReferrers(LEADERBOARD_SIZE)).map((row) => ({ initials: initialsOf(row.email), referrals: row.referrals }));
}
