import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { getReportSettings, saveReportSettings } from "@/lib/data/report-settings";
import { reportSettingsSchema } from "@/lib/validation/reports";

export const dynamic = "force-dynamic";

const shown = ({ weeklyEnabled, weeklyDay, weeklyHour, spikeEnabled, spikeMultiple }: Awaited<ReturnType<typeof getReportSettings>>) => ({ weeklyEnabled, weeklyDay, weeklyHour, spikeEnabled, spikeMultiple });

// GET /api/admin/reports -> the weekly report's and the spike alert's settings.
export const GET = apiHandler({ admin: true }, async () => adminJson({ settings: shown(await getReportSettings()) }));

// PUT /api/admin/reports {weeklyEnabled, weeklyDay, weeklyHour, spikeEnabled, spikeMultiple}.
export const PUT = apiHandler({ admin: true, schema: reportSettingsSchema }, async ({ req, body, admin }) => {
  const saved = await saveReportSettings(body);
  await logActivity({ action: "report_settings_changed", detail: `Weekly report ${body.weeklyEnabled ? "on" : "off"}, spike alert ${body.spikeEnabled ? "on" : "off"}`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ settings: shown(saved) });
});
