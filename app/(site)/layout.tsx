import type { ReactNode } from "react";
import { SavedCustomCss } from "@/components/site/saved-custom-css";

// Every public page wears the editor's custom CSS (the admin area does not). Its page views and
// the editor's preview bridge are in the template (template.tsx).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SavedCustomCss />
    </>
  );
}
