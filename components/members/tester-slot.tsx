import type { AccountOverview } from "@/lib/data/member-account";
import { formatSiteDate } from "@/lib/format/site-date";

/** The member's early-tester slot in words: which slot, and whether it is theirs yet. */
export function TesterSlot({ tester }: { tester: AccountOverview["tester"] }) {
  if (!tester) return <p className="text-muted-foreground text-sm">You have no early-tester slot. Sending feedback with this address while slots remain reserves one.</p>;
  const text =
    tester.status === "confirmed"
      ? `Slot #${tester.slot} is yours: confirmed on ${formatSiteDate(tester.confirmedAt, "day")}.`
      : tester.status === "revoked"
        ? `Slot #${tester.slot} was withdrawn.`
        : tester.expired || !tester.holdsSlot
          ? `Slot #${tester.slot} was reserved for you, but it was not confirmed in time.`
          : `Slot #${tester.slot} is reserved for you until ${formatSiteDate(tester.expiresAt, "dateTime")}. Confirm it with the link we e-mailed you.`;
  return (
    <p className="text-sm" data-testid="tester-slot">
      {text}
    </p>
  );
}
