import type { JoinOutcome } from "@/lib/waitlist/join";

/** The answer to every join request that sends a link: the same whoever the address belongs to. */
export const WAITLIST_SENT_MESSAGE = "Check your inbox to confirm your place on the waitlist";

/** Why a revoked tester's address gets no place. */
export const REVOKED_MESSAGE = "This address's early-tester spot was withdrawn under the programme's terms, so it cannot join the waitlist.";

/** What a join's answer says: the place, or why there is none. */
export function placeMessage(join: JoinOutcome): string {
  if (join.kind === "tester") return `You already hold early-tester slot #${join.slot}.`;
  if (join.kind === "revoked") return REVOKED_MESSAGE;
  if (join.place !== null) return `You are #${join.place} on the waitlist`;
  return join.status === "invited" ? "You have been invited: use the code we e-mailed you." : "You hold a tester slot already.";
}
