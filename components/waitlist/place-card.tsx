import { CopyLink } from "@/components/waitlist/copy-link";
import type { EntryStanding } from "@/lib/data/waitlist";
import { shareUrlOf } from "@/lib/waitlist/join";

/** A member's waitlist standing: place of how many, referrals (and those awaiting review), the personal link. */
export function WaitlistPlace({ standing }: { standing: EntryStanding }) {
  const headline =
    standing.place !== null
      ? `You are #${standing.place} on the waitlist`
      : standing.status === "invited"
        ? "You have been invited: use the code we e-mailed you"
        : "You hold an early-tester slot";
  return (
    <div data-testid="waitlist-place" data-place={standing.place ?? ""}>
      <p className="font-heading text-2xl font-bold">{headline}</p>
      {standing.place !== null ? (
        <p className="text-muted-foreground mt-1 text-sm">
          {standing.waiting} {standing.waiting === 1 ? "person is" : "people are"} waiting. We invite people from the top of the line as spots open.
        </p>
      ) : null}
      <p className="mt-4 text-sm" data-testid="waitlist-referrals">
        {standing.referrals} {standing.referrals === 1 ? "referral" : "referrals"} counted
        {standing.flagged > 0 ? `, ${standing.flagged} awaiting review` : ""}. Each person who joins through your link and confirms moves you up.
      </p>
      <CopyLink url={shareUrlOf(standing.code)} />
    </div>
  );
}
