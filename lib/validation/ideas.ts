import { z } from "zod";
import { SUGGESTION_STATUSES } from "@/lib/validation/suggestion";
import { signInSchema } from "@/lib/validation/member";

/** An idea's id in a path: a cuid, here only bounded (an unknown id is a 404). */
export const ideaParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/ideas/{id}/vote/by-email: a visitor not signed in gives the address to vote with. */
export const voteByEmailSchema = signInSchema;
export type VoteByEmailInput = z.input<typeof voteByEmailSchema>;
/** Its answer: the same words whether the address is a member's, a stranger's, or had its links for the hour. */
export const VOTE_LINK_SENT = "Check your inbox: the vote counts once you sign in with the link we are e-mailing you.";

export const BOARD_SORTS = ["top", "trending", "new"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_LABELS: Record<BoardSort, string> = { top: "Top", trending: "Trending", new: "New" };
export const BOARD_SEARCH_MAX = 200;

/** GET /api/ideas: the board's sort, status filter and search. */
export const boardQuerySchema = z.strictObject({
  sort: z.enum(BOARD_SORTS).default("top"),
  status: z.enum(SUGGESTION_STATUSES).optional(),
  q: z.string().trim().max(BOARD_SEARCH_MAX).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** GET /api/ideas/similar?q=: the title and description being typed. */
export const similarQuerySchema = z.strictObject({ q: z.string().trim().max(BOARD_SEARCH_MAX * 5) });

/** POST /api/admin/feature-suggestions/{id}/merge: the idea it goes into. */
export const mergeIdeaSchema = z.strictObject({ into: z.string().trim().min(1, "Choose the idea to merge into").max(64) });

/** GET /api/account/ideas?ids=a,b and /api/ideas/counts?ids=a,b: the ideas on the visitor's screen (at most 100). */
export const ideaIdsQuerySchema = z.strictObject({ ids: z.string().max(7000).transform((s) => s.split(",").filter(Boolean).slice(0, 100)) });

/** PUT /api/admin/board-settings: the idea board's settings. */
export const boardSettingsSchema = z.strictObject({
  /** A new feature suggestion is public at once (still moderated: hide, edit, merge). */
  autoPublish: z.boolean({ error: "Choose on or off" }),
});
export type BoardSettingsInput = z.infer<typeof boardSettingsSchema>;
