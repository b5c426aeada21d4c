import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { listFlaggedReferrals } from "@/lib/data/waitlist-admin";

export const dynamic = "force-dynamic";

/** The review card shows this many; the total says how many more wait. */
const SHOWN = 50;

// GET /api/admin/waitlist/referrals -> the flagged referrals waiting for review (referrer,
// referred, the checks they failed), oldest first, and how many there are.
export const GET = apiHandler({ admin: true }, async () => adminJson(await listFlaggedReferrals(SHOWN)));
