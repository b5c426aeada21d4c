import { adminJson } from "@/lib/admin/http";
import { apiHandler } from "@/lib/api/handler";
import { getNotificationSettings, saveNotificationSettings } from "@/lib/data/notifications";
import { notificationSettingsSchema } from "@/lib/validation/notifications";

export const dynamic = "force-dynamic";

// GET /api/admin/notifications -> {modes: {kind: instant|digest|off}, digestHour, lastDigestAt}.
export const GET = apiHandler({ admin: true }, async () => adminJson(await getNotificationSettings()));

// PUT /api/admin/notifications {modes?, digestHour?}: how the owner hears of each kind of event.
export const PUT = apiHandler({ admin: true, schema: notificationSettingsSchema }, async ({ body }) =>
  adminJson({ ...(await saveNotificationSettings(body)), message: "Notification settings saved" }),
);
