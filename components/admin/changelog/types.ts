import type { SuggestionItem } from "@/components/admin/types";

// What GET /api/admin/changelog answers (dates as ISO strings).
export type LinkableSuggestion = Pick<SuggestionItem, "id" | "name" | "status" | "isPublic" | "publicTitle">;
export type ChangelogItem = {
  id: string;
  title: string;
  body: string;
  date: string;
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
  suggestions: { suggestion: LinkableSuggestion }[];
  /** The pending publish time, and the state of its newsletter issue (null when none). */
  schedule?: { publishAt: string | null; newsletter: string | null };
};
export type ChangelogList = { entries: ChangelogItem[]; suggestions: LinkableSuggestion[] };
