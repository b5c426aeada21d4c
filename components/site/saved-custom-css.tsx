import { SAVED_CSS_ELEMENT_ID } from "@/components/editor/preview-protocol";
import { getSiteContent } from "@/lib/data/site";
import { sanitizeCustomCss } from "@/lib/site/custom-css";

/**
 * The editor's saved custom CSS, on the public pages only (never in the admin area, where a
 * stylesheet could hide or disguise controls). Checked on save and again here; it holds no "<".
 */
export async function SavedCustomCss() {
  const customCss = sanitizeCustomCss((await getSiteContent()).customCss);
  return customCss ? <style id={SAVED_CSS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: customCss }} /> : null;
}
