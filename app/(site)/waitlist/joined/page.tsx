import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountCard } from "@/components/members/account-card";
import { SitePageFrame } from "@/components/site/page-frame";
import { WaitlistPlace } from "@/components/waitlist/place-card";
import { entryStanding, testerHoldOf } from "@/lib/data/waitlist";
import { REVOKED_MESSAGE } from "@/lib/waitlist/texts";
import { getCurrentMember } from "@/lib/members/session";

// Personal: rendered per request for the member's own session, never kept by a shared cache.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your place on the waitlist", robots: { index: false, follow: false } };

// /waitlist/joined: where the waitlist link's button leads once the member is signed in.
export default async function WaitlistJoinedPage() {
  const member = await getCurrentMember();
  if (!member) redirect("/account/sign-in");
  const standing = await entryStanding(member.id);
  const hold = standing ? null : await testerHoldOf(member.emailKey);
  return (
    <SitePageFrame>
      <AccountCard title={standing ? "Thanks for confirming" : "Waitlist"} kicker="Early-tester waitlist" testId="waitlist-joined">
        <div className="mt-4">
          {standing ? (
            <WaitlistPlace standing={standing} />
          ) : (
            <p data-testid="waitlist-place">{hold?.revoked ? REVOKED_MESSAGE : hold && hold.slot !== null ? `You already hold early-tester slot #${hold.slot}.` : "You are not on the waitlist."}</p>
          )}
        </div>
        <p className="text-muted-foreground mt-6 text-sm">
          Your place is always on <Link href="/account" className="underline underline-offset-4">your account page</Link>.
        </p>
      </AccountCard>
    </SitePageFrame>
  );
}
