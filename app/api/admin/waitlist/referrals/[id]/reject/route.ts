import { referralReviewHandler } from "@/lib/waitlist/review-route";

// POST /api/admin/waitlist/referrals/{id}/reject: a flagged referral never counts.
export const POST = referralReviewHandler("rejected");
