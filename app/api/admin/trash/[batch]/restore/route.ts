import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { revalidateChangelog } from "@/lib/changelog/revalidate";
import { logActivity } from "@/lib/data/activity";
import { countText, restoreTrash, type TrashKind } from "@/lib/data/trash";

// POST /api/admin/trash/{batch}/restore: puts a deleted entry, post or changelog entry (or a whole
// reset) back, with its ids, dates and, where still free, tester slots.
export const POST = apiHandler({ admin: true }, async ({ req, params, admin }) => {
  const restored = await restoreTrash(String(params.batch ?? ""));
  if (!restored) throw notFound("Trash item");
  const detail = (Object.entries(restored) as [TrashKind, number][]).map(([kind, n]) => countText(kind, n)).join(", ") || "nothing";
  await logActivity({ action: "trash_restored", detail: `Restored ${detail}`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/"); // the landing page's tester count
  revalidateChangelog(); // the roadmap and changelog pages, whatever came back
  if (restored.post) revalidateBlog();
  return adminJson({ success: true, restored });
});
