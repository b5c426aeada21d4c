import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { listIdeaVoters } from "@/lib/data/suggestions";

// GET /api/admin/feature-suggestions/{id}/voters -> {voters: [{memberId, email, votedAt}]}: the
// idea's voters, newest first (500 at most), for the admin only.
export const GET = apiHandler({ admin: true }, async ({ params }) => {
  const rows = await listIdeaVoters(String(params.id ?? ""));
  return adminJson({ voters: rows.map((r) => ({ memberId: r.memberId, email: r.member.email, votedAt: r.createdAt })) });
});
