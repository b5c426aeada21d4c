import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { findMemberEmailKey } from "@/lib/data/member-detail";
import { inTransaction } from "@/lib/data/transaction";
import { eraseMemberData } from "@/lib/members/erase";

export const dynamic = "force-dynamic";

// POST /api/admin/members/{id}/erase: the erasure a member can do from /account, done by the admin
// for a request that arrived another way (the same function, in one transaction; final).
export const POST = apiHandler({ admin: true }, async ({ req, params, admin }) => {
  const id = String(params.id ?? "");
  const erased = await inTransaction(async (tx) => {
    const emailKey = await findMemberEmailKey(tx, id);
    if (!emailKey) throw notFound("Member");
    return eraseMemberData(tx, emailKey, { kind: "admin", adminId: admin.id, ip: clientIp(req) });
  });
  return adminJson({ success: true, erased });
});
