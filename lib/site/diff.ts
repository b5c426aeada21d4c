// A readable difference between two states of the site (revisions, the draft): which elements
// changed, by their editor names, with the old and the new value.
import { ELEMENT_IDS } from "@/lib/site/elements";
import { editorLabel } from "@/lib/site/labels";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";

export type ElementChange = { id: string; label: string; before: string; after: string };

/** Values are element id -> content, with the custom CSS under "custom-css". */
export function diffSiteValues(before: Record<string, string>, after: Record<string, string>): ElementChange[] {
  return [...ELEMENT_IDS, CUSTOM_CSS_ID]
    .filter((id) => (before[id] ?? "") !== (after[id] ?? ""))
    .map((id) => ({ id, label: editorLabel(id), before: before[id] ?? "", after: after[id] ?? "" }));
}
