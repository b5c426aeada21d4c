import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { removeVoteByAdmin } from "@/lib/ideas/votes";

// DELETE /api/admin/feature-suggestions/{id}/votes/{memberId}: removes a vote that broke the rules.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  return adminJson({ success: true, ...(await removeVoteByAdmin(String(params.id ?? ""), String(params.memberId ?? ""))) });
});
