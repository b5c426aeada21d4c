"use client";

import { Share2 } from "lucide-react";
import { loadToast } from "@/components/ui/load-toast";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * Share: the Web Share API where the browser has it, otherwise the link goes to the clipboard.
 * An island of the article page: a plain <button> with the button classes, so it ships no class
 * merging library; the toast module (and the Toaster) load on the first share that needs them.
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
      (await loadToast()).success("Link copied to clipboard");
    } catch {
      (await loadToast()).error("Could not copy the link", { description: url });
    }
  };

  return (
    <PlainButton variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden />
      {label}
    </PlainButton>
  );
}
