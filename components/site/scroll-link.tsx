"use client";

import type { ReactNode } from "react";
import { scrollToSection } from "@/components/site/nav";
import { buttonVariants } from "@/components/ui/button-variants";
import { track } from "@/lib/analytics/track";
import type { CtaId } from "@/lib/validation/events";
import { clsx as cn } from "clsx";

type Props = {
  section: string;
  ctaId?: CtaId;
  variant?: "default" | "outline" | "secondary";
  className?: string;
  children: ReactNode;
  editId?: string;
};

/** A button-styled anchor to a section: smooth scroll with offset, plus its call-to-action event. */
export function ScrollLink({ section, ctaId, variant = "default", className, children, editId }: Props) {
  return (
    <a
      href={`#${section}`}
      data-edit-id={editId}
      className={cn(buttonVariants({ variant, size: "lg" }), className)}
      onClick={(event) => {
        if (ctaId) track("cta_click", ctaId);
        if (scrollToSection(section)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
