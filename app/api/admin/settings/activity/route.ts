import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { recentActivity } from "@/lib/admin/settings";

export const dynamic = "force-dynamic";

// GET /api/admin/settings/activity -> {activity}: the latest 10 entries, newest first.
export const GET = apiHandler({ admin: true }, async () => adminJson({ activity: await recentActivity() }));
