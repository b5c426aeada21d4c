// The site's light/dark theme: a class on <html>, light by default, the visitor's choice kept in
// localStorage under THEME_STORAGE_KEY ("light", "dark", or "system" to follow the device).
// No provider: the inline script (ThemeScript) applies it before the first paint, and the toggle
// (components/site/theme-toggle.tsx) is a small island that reads and writes the class itself.
import { THEME_STORAGE_KEY } from "@/lib/config";

export type Theme = "light" | "dark";

/**
 * Whether a stored choice means dark: "dark", or "system" on a device that prefers dark; no
 * choice is light. It runs in the inline script below too (as its source text), so it uses
 * nothing outside itself.
 */
function prefersDark(stored: string | null): boolean {
  return stored === "dark" || (stored === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
}

/** Runs in the page before anything is painted: applies the stored choice, or light. */
export const themeScript = `(function(){try{var d=(${prefersDark.toString()})(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));var e=document.documentElement;e.classList.toggle("dark",d);e.classList.toggle("light",!d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;

/** The theme on the page now. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Puts `theme` on the page without animating every colour change (transitions paused for a frame). */
export function applyTheme(theme: Theme) {
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  root.style.colorScheme = theme;
  // Reading a computed style forces the change through before transitions come back.
  void window.getComputedStyle(document.body).opacity;
  requestAnimationFrame(() => pause.remove());
}

/** Applies and remembers the visitor's choice. */
export function chooseTheme(theme: Theme) {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/** Follows a choice made in another tab; returns the unsubscription. */
export function followOtherTabs() {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(prefersDark(event.newValue) ? "dark" : "light");
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
