import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { toggleLiveCount } from "@/lib/data/program";

// POST /api/admin/toggle-live-feedback -> {success, liveCount}: flips the persisted live-count setting.
export const POST = apiHandler({ admin: true }, async ({ req, admin }) => {
  const liveCount = await toggleLiveCount();
  await logActivity({ action: "live_count_toggled", detail: liveCount ? "Live count started" : "Live count stopped", adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/"); // the landing page shows or hides the count
  return adminJson({ success: true, liveCount });
});
