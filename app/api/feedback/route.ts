import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { feedbackPage } from "@/lib/admin/lists";
import { feedbackQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/feedback (admin only: personal data) -> {items, total, page, pageSize};
// ?q, status, priority, rating, sort, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = feedbackQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await feedbackPage(query));
});
