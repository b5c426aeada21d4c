import type { ReactNode } from "react";
import { PreviewBridge } from "@/components/editor/preview-bridge";
import { PageViewBeacon } from "@/components/site/page-view-beacon";
import { RefCapture } from "@/components/waitlist/ref-capture";

// A template, not the layout: Next mounts it afresh on every navigation, so the page-view beacon
// and the editor's preview bridge see each page without a router hook (issue 21).
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PageViewBeacon />
      <RefCapture />
      <PreviewBridge />
    </>
  );
}
