import { AccountSection } from "@/components/members/account-section";
import { WaitlistPlace } from "@/components/waitlist/place-card";
import { entryStanding } from "@/lib/data/waitlist";

/** /account's waitlist part: shown to members in line (or invited, or who came from it to a slot). */
export async function WaitlistAccountSection({ memberId }: { memberId: string }) {
  const standing = await entryStanding(memberId);
  if (!standing) return null;
  return (
    <AccountSection title="Waitlist" testId="account-waitlist">
      <WaitlistPlace standing={standing} />
    </AccountSection>
  );
}
