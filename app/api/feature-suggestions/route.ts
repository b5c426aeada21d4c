import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { suggestionsPage } from "@/lib/admin/lists";
import { listQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/feature-suggestions (admin only) -> {items, total, page, pageSize}; ?q, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = listQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await suggestionsPage(query));
});
