"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics/track";

/**
 * Light/dark switch. The icon follows the <html> class through CSS, so it never flashes.
 * `untracked`: the admin screens' switch, kept out of the visitors' analytics.
 */
export function ThemeToggle({ untracked = false }: { untracked?: boolean }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle dark mode"
      onClick={() => {
        setTheme(resolvedTheme === "dark" ? "light" : "dark");
        if (!untracked) track("theme_toggle");
      }}
    >
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="dark:hidden" aria-hidden />
    </Button>
  );
}
