import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { mergeIdeas } from "@/lib/ideas/merge";
import { mergeIdeaSchema } from "@/lib/validation/ideas";

// POST /api/admin/feature-suggestions/{id}/merge { into }: merges this idea into another (votes,
// followers, redirect, one e-mail to its submitter and each voter).
export const POST = apiHandler({ admin: true, schema: mergeIdeaSchema }, async ({ body, params }) => {
  const result = await mergeIdeas(String(params.id ?? ""), body.into);
  revalidateSuggestionPages();
  return adminJson({ success: true, ...result });
});
