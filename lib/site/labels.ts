import { ELEMENTS_BY_ID } from "@/lib/site/elements";

/** A readable name for an element id (revision lists, error messages). */
export function editorLabel(id: string): string {
  if (id === "custom-css") return "Custom CSS";
  return ELEMENTS_BY_ID.get(id)?.label ?? id;
}
