import type { TesterLinkOutcome } from "@/lib/testers/service";

type Problem = Exclude<TesterLinkOutcome["kind"], "confirmed" | "already_confirmed">;

/** Why a tester confirmation link confirms nothing: the page's heading and the POST's refusal. */
export const TESTER_LINK_PROBLEM_TITLE: Record<Problem, string> = {
  full: "All tester spots are taken",
  expired: "This link has expired",
  replaced: "This link was replaced",
  revoked: "This tester spot was withdrawn",
  unknown: "This reservation no longer exists",
  forged: "This link is not valid",
  malformed: "This link is incomplete",
};
