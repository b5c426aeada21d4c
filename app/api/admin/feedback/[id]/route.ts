import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { respondToFeedback } from "@/lib/admin/feedback-response";
import { deleteFeedback, getFeedback } from "@/lib/data/feedback";
import { feedbackUpdateSchema } from "@/lib/validation/admin";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// PATCH /api/admin/feedback/{id} {status?, priority?, response?, sendEmail?}: the response dialog; persists.
export const PATCH = apiHandler({ admin: true, schema: feedbackUpdateSchema }, async ({ body, params }) => {
  const result = await respondToFeedback(idOf(params), body);
  return adminJson({ success: true, ...result });
});

// DELETE /api/admin/feedback/{id}: deletes one entry (the privacy policy promises deletion).
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  const id = idOf(params);
  const entry = await getFeedback(id);
  if (!entry) throw notFound("Feedback entry");
  // Its tester slot, if any, goes with it (cascade); the landing page reads the count live.
  await deleteFeedback(id);
  return adminJson({ success: true });
});
