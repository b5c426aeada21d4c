import type { ReactNode } from "react";
import { PageViewBeacon } from "@/components/site/page-view-beacon";

// Every public page counts its views (the admin area does not).
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PageViewBeacon />
    </>
  );
}
