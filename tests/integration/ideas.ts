import { createSuggestion } from "@/lib/data/suggestions";
import { db } from "@/lib/db";

type IdeaSeed = { title: string; summary?: string; status?: "under_review" | "planned" | "in_progress" | "shipped" | "declined"; isPublic?: boolean; hidden?: boolean; email?: string };

/** A suggestion as the admin left it: public with a title and summary unless told otherwise. */
export async function seedIdea({ title, summary = "", status = "under_review", isPublic = true, hidden = false, email }: IdeaSeed) {
  const { id } = await createSuggestion({ name: `${title} (submitter's words)`, description: "The submitter's own text", priority: "Important", email: email ?? null });
  await db.featureSuggestion.update({ where: { id }, data: { isPublic, hidden, status, publicTitle: title, publicSummary: summary } });
  return id;
}
