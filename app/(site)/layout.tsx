import type { ReactNode } from "react";
import { PageViewBeacon } from "@/components/site/page-view-beacon";
import { SavedCustomCss } from "@/components/site/saved-custom-css";

// Every public page counts its views and wears the editor's custom CSS (the admin area does neither).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PageViewBeacon />
      <SavedCustomCss />
    </>
  );
}
