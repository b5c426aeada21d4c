import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { waitlistPage } from "@/lib/admin/waitlist";
import { waitlistQuerySchema } from "@/lib/validation/waitlist-admin";

export const dynamic = "force-dynamic";

// GET /api/admin/waitlist?status&flagged&q&page&pageSize&cursor -> a page of the line in place
// order (place, e-mail, referrals counted, flagged, joined, status) and the counts by status.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  return adminJson(await waitlistPage(waitlistQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams))));
});
