// The save call's body: { elements: [{ id, type?, content, ... }], customCss? }. The shape is
// checked here; each element's rules (lib/site/validate.ts) run in the handler so that the
// answer can name the element that failed.
import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { ELEMENTS } from "@/lib/site/elements";
import { MAX_CUSTOM_CSS_CHARS } from "@/lib/site/custom-css";

const elementInput = z.object({
  id: z.string().min(1, "Element id is required").max(64, "Element id is too long"),
  type: z.string().max(32).optional(),
  // Generous: the per-element limits are checked (with clear messages) after parsing.
  content: z.string().max(MAX_CUSTOM_CSS_CHARS * 4, "Element content is too long"),
  selector: z.string().max(200).optional(),
  label: z.string().max(200).optional(),
  category: z.string().max(32).optional(),
});

export const saveSiteSchema = z.object({
  elements: z.array(elementInput).max(ELEMENTS.length + 1, "Too many elements"),
  customCss: z.string().max(MAX_CUSTOM_CSS_CHARS * 4, "Custom CSS is too long").optional(),
});
export type SaveSiteInput = z.infer<typeof saveSiteSchema>;

export const SAVE_MAX_BODY_BYTES = 256 * 1024;

/** A revision id from the path, or a 404 (ids are positive integers). */
export function revisionIdParam(value: unknown): number {
  const id = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw notFound("Revision");
  return id;
}
