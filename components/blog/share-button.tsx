"use client";

import { Share2 } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";

/** The toast module (and with it the Toaster) loads on the first share that needs it, not with the article. */
const toast = () => import("@/components/ui/toast").then((m) => m.toast);

/**
 * Share: the Web Share API where the browser has it, otherwise the link goes to the clipboard.
 * An island of the article page: a plain <button> with the button classes, so it ships no class
 * merging library.
 */
export function ShareButton({ title, text, label = "Share" }: { title: string; text: string; label?: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      (await toast()).success("Link copied to clipboard");
    } catch {
      (await toast()).error("Could not copy the link", { description: url });
    }
  };

  return (
    <PlainButton variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden />
      {label}
    </PlainButton>
  );
}
