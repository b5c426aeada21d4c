import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { getBoardSettings, saveBoardSettings } from "@/lib/data/board-settings";
import { boardSettingsSchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// GET /api/admin/board-settings -> {settings: {autoPublish}}: the idea board's settings.
export const GET = apiHandler({ admin: true }, async () => adminJson({ settings: await getBoardSettings() }));

// PUT /api/admin/board-settings {autoPublish}: "Publish new suggestions automatically".
export const PUT = apiHandler({ admin: true, schema: boardSettingsSchema }, async ({ req, body, admin }) => {
  const settings = await saveBoardSettings(body);
  await logActivity({ action: "board_settings_changed", detail: `Publish new suggestions automatically ${body.autoPublish ? "on" : "off"}`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ settings });
});
