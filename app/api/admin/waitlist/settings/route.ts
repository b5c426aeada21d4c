import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { getWaitlistSettings, saveWaitlistSettings } from "@/lib/data/waitlist";
import { waitlistSettingsSchema } from "@/lib/validation/waitlist";

export const dynamic = "force-dynamic";

// GET /api/admin/waitlist/settings -> {settings: {referralBoost, leaderboard, inviteDays}}.
export const GET = apiHandler({ admin: true }, async () => adminJson({ settings: await getWaitlistSettings() }));

// PUT /api/admin/waitlist/settings {referralBoost 0..100, leaderboard, inviteDays 1..60}: a new
// boost sets every member's rank again at once.
export const PUT = apiHandler({ admin: true, schema: waitlistSettingsSchema }, async ({ req, body, admin }) => {
  const settings = await saveWaitlistSettings(body);
  const detail = `Referral boost ${body.referralBoost}, leaderboard ${body.leaderboard ? "on" : "off"}, invites valid ${body.inviteDays} days`;
  await logActivity({ action: "waitlist_settings_changed", detail, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ settings });
});
