import { z } from "zod";
import { MAX_PAGE_PATH, PUBLIC_PATH } from "@/lib/analytics/public-path";

/** Only utm_* parameters are kept of the query; the rest may be anything, but not unbounded. */
export const pageViewSchema = z
  .object({
    path: z.string().max(MAX_PAGE_PATH).regex(PUBLIC_PATH, "Unknown page"),
    referrer: z.string().max(2048).optional(),
    query: z.string().max(2048).optional(),
  })
  .strict();

export type PageViewInput = z.infer<typeof pageViewSchema>;

/** The beacon's body limit: a path, a referrer and a query string of the sizes above, and no more. */
export const PAGE_VIEW_MAX_BYTES = 6 * 1024;
