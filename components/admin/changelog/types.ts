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
};
export type ChangelogList = { entries: ChangelogItem[]; suggestions: LinkableSuggestion[] };
