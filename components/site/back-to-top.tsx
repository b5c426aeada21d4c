"use client";

import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { scrollToSection } from "@/components/site/nav";
import { PlainButton } from "@/components/ui/plain-button";
import { BACK_TO_TOP_THRESHOLD_PX } from "@/lib/config";

/**
 * The one back-to-top control: floating, once the page is scrolled more than 400 px. An island of
 * every public page, so a plain <button> with the button classes (no class merging library).
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <PlainButton
      size="icon-lg"
      className="fixed right-4 bottom-4 z-30 rounded-full shadow-lg"
      aria-label="Back to top"
      onClick={() => scrollToSection("home")}
    >
      <ArrowUp aria-hidden />
    </PlainButton>
  );
}
