import type { ReactNode } from "react";
import { SavedCustomCss } from "@/components/site/saved-custom-css";

// Every public page wears the editor's custom CSS (the admin area does not). Its page views and
// the editor's preview bridge are in the template (template.tsx).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Hold the first paint until the page's main text has been parsed (React hoists this into
          <head>): without it the browser paints the header alone, then the page, and a visitor on a
          slow link sees an empty page frame first. Browsers without `rel=expect` ignore it; a page
          with no #main unblocks at the end of the document. */}
      <link rel="expect" href="#main" blocking="render" />
      {children}
      <SavedCustomCss />
    </>
  );
}
