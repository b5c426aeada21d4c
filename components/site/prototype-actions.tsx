"use client";

import { ExternalLink, FlaskConical } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { track } from "@/lib/analytics/track";
import { loadToast } from "@/components/ui/load-toast";
import { preloadProps } from "@/lib/load-once";

export const PROTOTYPE_OPEN_FAILED =
  "Unable to open the prototype. Please check that the prototype is publicly accessible and try again.";

/** 'Try the Prototype' (new tab, alert when blocked; only once a prototype is configured) and the record-a-test button. */
export function PrototypeActions({ openUrl }: { openUrl: string | null }) {
  const open = () => {
    if (!openUrl) return;
    try {
      const tab = window.open(openUrl, "_blank");
      if (!tab) throw new Error("blocked");
      tab.opener = null;
    } catch {
      window.alert(PROTOTYPE_OPEN_FAILED);
    }
  };
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {openUrl ? (
        <PlainButton size="lg" onClick={open}>
          <ExternalLink aria-hidden /> Try the Prototype
        </PlainButton>
      ) : null}
      <PlainButton
        size="lg"
        variant="outline"
        {...preloadProps(loadToast)}
        onClick={() => {
          track("prototype_test");
          void loadToast().then((toast) => toast.success("Prototype test recorded", { description: "Thanks for trying the prototype!" }));
        }}
      >
        <FlaskConical aria-hidden /> Record a Prototype Test
      </PlainButton>
    </div>
  );
}
