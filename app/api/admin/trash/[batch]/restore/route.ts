import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { logActivity } from "@/lib/data/activity";
import { restoreTrash } from "@/lib/data/trash";

// POST /api/admin/trash/{batch}/restore: puts a deleted entry (or a whole reset) back, with its ids,
// dates and, where still free, tester slots.
export const POST = apiHandler({ admin: true }, async ({ req, params, admin }) => {
  const restored = await restoreTrash(String(params.batch ?? ""));
  if (!restored) throw notFound("Trash item");
  const detail = Object.entries(restored).map(([kind, n]) => `${n} ${kind}`).join(", ") || "nothing";
  await logActivity({ action: "trash_restored", detail: `Restored ${detail}`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/"); // the landing page's tester count
  revalidateSuggestionPages();
  return adminJson({ success: true, restored });
});
