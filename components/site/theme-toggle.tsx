"use client";

import { Moon, Sun } from "lucide-react";
import { useEffect } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { track } from "@/lib/analytics/track";
import { chooseTheme, currentTheme, followOtherTabs } from "@/components/theme/theme";

/**
 * Light/dark switch: a small island with no provider above it (components/theme/theme.ts) and a
 * plain <button> (the Button component's class merging would double its size). The icon follows
 * the <html> class through CSS, so it never flashes.
 * `untracked`: the admin screens' switch, kept out of the visitors' analytics.
 */
export function ThemeToggle({ untracked = false }: { untracked?: boolean }) {
  useEffect(followOtherTabs, []);
  return (
    <PlainButton
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      onClick={() => {
        chooseTheme(currentTheme() === "dark" ? "light" : "dark");
        if (!untracked) track("theme_toggle");
      }}
    >
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="dark:hidden" aria-hidden />
    </PlainButton>
  );
}
