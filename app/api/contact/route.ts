import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { contactPage } from "@/lib/admin/lists";
import { listQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/contact (admin only) -> {items (with e-mail delivery state), total, page, pageSize}; ?q, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = listQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await contactPage(query));
});
