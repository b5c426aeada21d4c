import { z } from "zod";
import { PREVIEW_LINK_DAYS, PREVIEW_LINK_MAX_DAYS } from "@/lib/config";

export const previewLinkSchema = z.object({
  kind: z.enum(["site", "post"], "Kind must be site or post"),
  postId: z.string().trim().min(1).max(64).optional(),
  days: z
    .number("Days must be a number")
    .int("Days must be a whole number")
    .min(1, "A link lasts at least 1 day")
    .max(PREVIEW_LINK_MAX_DAYS, `A link lasts at most ${PREVIEW_LINK_MAX_DAYS} days`)
    .default(PREVIEW_LINK_DAYS),
});
