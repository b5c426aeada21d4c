import type { DeliveryState } from "@/lib/email/delivery";
import type { AttentionItem } from "@/lib/owner/attention";

// What the admin calls answer (dates arrive as ISO strings).
export type FeedbackItem = {
  id: string;
  email: string | null;
  clarity: string;
  confusion: string;
  improvements: string;
  usage: string;
  additional: string;
  rating: number | null;
  status: "new" | "in_progress" | "resolved" | "closed";
  priority: "low" | "medium" | "high";
  response: string | null;
  respondedAt: string | null;
  testerSlot: number | null;
  testerStatus: TesterStatus | null;
  createdAt: string;
  notifyOptIn?: boolean;
  /** Whether the address is confirmed (a member's); null without an address. */
  emailConfirmed?: boolean | null;
  /** The admin's private note (never shown to the submitter). */
  adminNote?: string;
};

export type SuggestionItem = {
  id: string;
  name: string;
  description: string;
  useCase: string;
  priority: string;
  email: string | null;
  createdAt: string;
  status: "under_review" | "planned" | "in_progress" | "shipped" | "declined";
  response: string | null;
  respondedAt: string | null;
  notifyOptIn: boolean;
  isPublic: boolean;
  publicTitle: string;
  publicSummary: string;
  emailConfirmed?: boolean | null;
  /** The admin's private note (never shown to the submitter). */
  adminNote?: string;
  /** The idea board: votes, followers, hidden by the admin, merged into another idea. */
  voteCount: number;
  followers: number;
  hidden: boolean;
  mergedIntoId: string | null;
  /** The official answer on the board ("" when none) and when it was last written. */
  publicAnswer: string;
  publicAnswerAt: string | null;
};

export type ContactItem = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  emailConfirmed?: boolean | null;
  delivery: { id: string; status: DeliveryState; attempts: number; lastError: string | null } | null;
};

export type Overview = {
  totals: { feedback: number; suggestions: number; contact: number };
  /** Which totals are PostgreSQL's estimates (beyond 1,000 rows) rather than counts. */
  totalsEstimated?: { feedback: boolean; suggestions: boolean; contact: boolean };
  recentFeedback: FeedbackItem[];
  testers: { claimed: number; cap: number; open: boolean };
  liveCount: boolean;
  attention: AttentionItem[];
};

export type TesterStatus = "reserved" | "confirmed" | "expired" | "revoked";

/** A row of the cohort (/admin/testers). holdsSlot: the slot is this person's right now. */
export type TesterItem = {
  id: string;
  feedbackId: string | null;
  slot: number | null;
  email: string;
  status: TesterStatus;
  holdsSlot: boolean;
  reservedAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
  emailConfirmed?: boolean | null;
};

/** A row of /admin/members: a member, or (memberId null) an address that sent something but never confirmed. */
export type MemberItem = {
  id: string;
  memberId: string | null;
  email: string;
  since: string | null;
  lastSignInAt: string | null;
  firstSentAt: string | null;
  testerSlot: number | null;
  feedbackCount: number;
  suggestionCount: number;
  contactCount: number;
};
