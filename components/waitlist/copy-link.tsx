"use client";

import { Copy } from "lucide-react";
import { loadToast } from "@/components/ui/load-toast";
import { PlainButton } from "@/components/ui/plain-button";

/** The personal referral link, readable and selectable, with a button that copies it. */
export function CopyLink({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      (await loadToast()).success("Link copied");
    } catch {
      (await loadToast()).error("Could not copy the link: select it and copy it yourself", { description: url });
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
      <input
        readOnly
        value={url}
        aria-label="Your personal link"
        data-testid="waitlist-link"
        onFocus={(e) => e.currentTarget.select()}
        className="bg-muted min-w-0 flex-1 rounded-md border px-3 py-2 font-mono text-sm"
      />
      <PlainButton variant="outline" onClick={copy}>
        <Copy aria-hidden />
        Copy link
      </PlainButton>
    </div>
  );
}
