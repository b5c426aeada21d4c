import type { AccountOverview } from "@/lib/data/member-account";
import { formatSiteDate } from "@/lib/format/site-date";

/** The member's early-tester slot in words: which slot, and whether it is theirs yet. */
export function TesterSlot({ tester }: { tester: AccountOverview["tester"] }) {
  if (!tester) return <p className="text-muted-foreground text-sm">You have no early-tester slot. Sending feedback with this address while slots remain sends you a link to take one.</p>;
  const text =
    tester.status === "confirmed"
      ? `Slot #${tester.slot} is yours: confirmed on ${formatSiteDate(tester.confirmedAt, "day")}.`
      : tester.status === "revoked"
        ? "Your tester spot was withdrawn."
        : tester.expired
          ? "The link we e-mailed you to take a tester slot was not confirmed in time."
          : `Confirm the link we e-mailed you before ${formatSiteDate(tester.expiresAt, "dateTime")} to take the next free tester slot.`;
  return (
    <p className="text-sm" data-testid="tester-slot">
      {text}
    </p>
  );
}
