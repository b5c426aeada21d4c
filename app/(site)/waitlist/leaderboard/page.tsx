import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountCard } from "@/components/members/account-card";
import { SitePageFrame } from "@/components/site/page-frame";
import { publicLeaderboard } from "@/lib/waitlist/leaderboard";

// Read per request: the admin turns it on and off, and it moves with every referral.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Waitlist leaderboard" };

// /waitlist/leaderboard: the top referrers, initials and counts only; 404 while the admin has it off.
export default async function LeaderboardPage() {
  const rows = await publicLeaderboard();
  if (!rows) notFound();
  return (
    <SitePageFrame>
      <AccountCard title="Waitlist leaderboard" kicker="Early-tester waitlist" testId="waitlist-leaderboard">
        <p className="text-muted-foreground mt-2 text-sm">Who brought the most people to the waitlist. Initials only.</p>
        {rows.length === 0 ? (
          <p className="mt-6">No referrals yet.</p>
        ) : (
          <ol className="mt-6 divide-y">
            {rows.map((row, i) => (
              <li key={i} className="flex items-center justify-between py-2">
                <span className="flex items-center gap-3">
                  <span className="text-muted-foreground w-6 text-right text-sm tabular-nums">{i + 1}</span>
                  <span className="font-medium">{row.initials}</span>
                </span>
                <span className="tabular-nums">
                  {row.referrals} {row.referrals === 1 ? "referral" : "referrals"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </AccountCard>
    </SitePageFrame>
  );
}
