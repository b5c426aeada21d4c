// The element updates of a save or a draft autosave: every element checked by its own rules, the
// first problem named (with the others counted), or the normalised values.
import { ApiError, type FieldErrors } from "@/lib/api/errors";
import { customCssProblem } from "@/lib/site/custom-css";
import { CUSTOM_CSS_ID, elementProblem, normaliseContent } from "@/lib/site/validate";
import type { SaveSiteInput } from "@/lib/validation/site";

export type ElementUpdates = { updates: Record<string, string>; customCss: string | undefined; invalid: FieldErrors };

/**
 * With `partial` (the draft's autosave), invalid elements are left out and named in `invalid`
 * while the valid ones go through: one bad address must not hold back every other edit. Only when
 * nothing is valid is it a 422, as it always is for a publish.
 */
export function parseElementUpdates(body: SaveSiteInput, { partial = false } = {}): ElementUpdates {
  const fields: FieldErrors = {};
  const updates: Record<string, string> = {};
  let customCss = body.customCss;
  if (customCss !== undefined) {
    const problem = customCssProblem(customCss);
    if (problem) {
      fields[CUSTOM_CSS_ID] = problem;
      customCss = undefined;
    }
  }
  for (const element of body.elements) {
    const problem = elementProblem(element.id, element.content, element.type);
    if (problem) fields[element.id] ??= problem;
    else if (element.id === CUSTOM_CSS_ID) customCss = element.content;
    else updates[element.id] = normaliseContent(element.id, element.content);
  }
  const problems = Object.entries(fields);
  const anyValid = Object.keys(updates).length > 0 || customCss !== undefined;
  if (problems.length && !(partial && anyValid)) {
    const [, message] = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    throw new ApiError("validation_failed", `${message}${more}`, fields);
  }
  return { updates, customCss, invalid: fields };
}
