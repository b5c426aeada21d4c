"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { WhenNear } from "@/components/site/when-near";

// The live form with its form kit, its button's class merging and its reply line: a chunk of its
// own, which a visitor who never scrolls to the form does not download.
const NewsletterSubscribeForm = dynamic(() => import("@/components/members/newsletter-subscribe-form").then((m) => m.NewsletterSubscribeForm));

/** The newsletter form: its server HTML (`children`) until it nears the viewport, then the live form (WhenNear). */
export function NewsletterFormIsland({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
  return (
    <WhenNear fallback={children}>
      <NewsletterSubscribeForm idPrefix={idPrefix} />
    </WhenNear>
  );
}
