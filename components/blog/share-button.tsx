"use client";

import { Share2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

/** Share: the Web Share API where the browser has it, otherwise the link goes to the clipboard. */
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
      toast.success("Link copied to clipboard");
    } catch {
      toast.error("Could not copy the link", { description: url });
    }
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden />
      {label}
    </Button>
  );
}
