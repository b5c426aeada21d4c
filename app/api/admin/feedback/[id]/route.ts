import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { respondToFeedback } from "@/lib/admin/feedback-response";
import { getFeedback } from "@/lib/data/feedback";
import { trashOne } from "@/lib/data/trash";
import { feedbackUpdateSchema } from "@/lib/validation/admin";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// PATCH /api/admin/feedback/{id} {status?, priority?, response?, adminNote?, notify?}: the response dialog; persists.
export const PATCH = apiHandler({ admin: true, schema: feedbackUpdateSchema }, async ({ body, params }) => {
  const result = await respondToFeedback(idOf(params), body);
  return adminJson({ success: true, ...result });
});

// DELETE /api/admin/feedback/{id}: moves one entry to the trash (erased after 30 days, as the
// privacy policy says); the answer names the trash batch that restores it.
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const id = idOf(params);
  const entry = await getFeedback(id);
  if (!entry) throw notFound("Feedback entry");
  const batch = await trashOne("feedback", id, admin.id);
  if (!batch) throw notFound("Feedback entry");
  // Its tester slot, if any, goes to the trash with it; the landing page reads the count live.
  return adminJson({ success: true, trash: { batch } });
});
