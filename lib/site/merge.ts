// Pure merging of editor changes into the saved state, shared by save and restore.
import { ELEMENT_IDS, type SiteElements } from "@/lib/site/elements";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";

/** The ids (and custom-css) whose value differs between two states. */
export function changedIds(before: { elements: SiteElements; customCss: string }, after: { elements: SiteElements; customCss: string }): string[] {
  const ids = ELEMENT_IDS.filter((id) => (before.elements[id] ?? "") !== (after.elements[id] ?? ""));
  if (before.customCss !== after.customCss) ids.push(CUSTOM_CSS_ID);
  return ids;
}
