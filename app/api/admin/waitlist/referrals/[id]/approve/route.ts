import { referralReviewHandler } from "@/lib/waitlist/review-route";

// POST /api/admin/waitlist/referrals/{id}/approve: a flagged referral counts (the referrer moves up).
export const POST = referralReviewHandler("approved");
