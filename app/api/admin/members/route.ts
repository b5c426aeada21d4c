import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { membersPage } from "@/lib/admin/lists";
import { memberQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/admin/members?q&confirmed&tester&suggestions&page&pageSize&cursor -> one page of the
// members (confirmed=no: the addresses that sent something but never confirmed).
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = memberQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await membersPage(query));
});
