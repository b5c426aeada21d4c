import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { listRevocations } from "@/lib/data/revocations";

export const dynamic = "force-dynamic";

// GET /api/admin/testers/revocations -> { items: [{ emailKey, reason, revokedBy, revokedAt }] }:
// the revoked people, whose addresses get no link and no slot until the admin lifts it.
export const GET = apiHandler({ admin: true }, async () => adminJson({ items: await listRevocations() }));
