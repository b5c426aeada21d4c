"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { cn } from "@/lib/utils";

type ResolvedTheme = "light" | "dark";

function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function getHtmlTheme(): ResolvedTheme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function getServerHtmlTheme(): ResolvedTheme {
  return "light";
}

/** Follows the `dark` class on <html> (the site's theme switch). */
function useHtmlTheme(): ResolvedTheme {
  return React.useSyncExternalStore(subscribeToHtmlClass, getHtmlTheme, getServerHtmlTheme);
}

/*
 * Sonner's light "rich colors" text tones are below WCAG AA (3.1–4.4:1) on their own
 * backgrounds; these darker tones reach ≥ 4.5:1. Sonner injects unlayered CSS, so the
 * overrides need `!important` to win over it from Tailwind's utilities layer.
 */
const lightRichColorOverrides = [
  "data-[sonner-theme=light]:[--success-text:#15803d]!",
  "data-[sonner-theme=light]:[--info-text:#1d4ed8]!",
  "data-[sonner-theme=light]:[--warning-text:#92400e]!",
  "data-[sonner-theme=light]:[--error-text:#b91c1c]!",
];

const TOAST_BOTTOM_PX = 72;

/**
 * App-wide toast region (product spec): one visible toast at a time, 5 s duration,
 * swipe right to dismiss, F8 moves focus to the notifications, bottom-right, rich colors,
 * and a labelled close button on every toast. Any prop can be overridden.
 */
function Toaster({ theme, className, style, toastOptions, ...props }: ToasterProps) {
  const htmlTheme = useHtmlTheme();

  return (
    <Sonner
      theme={theme ?? htmlTheme}
      position="bottom-right"
      // Above the page's back-to-top button (bottom-right, 16 + 40 px): a toast never covers it.
      offset={{ top: 24, right: 24, bottom: TOAST_BOTTOM_PX, left: 24 }}
      mobileOffset={{ top: 16, right: 16, bottom: TOAST_BOTTOM_PX, left: 16 }}
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      className={cn("toaster group", lightRichColorOverrides, className)}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          fontFamily: "var(--font-sans)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        closeButtonAriaLabel: toastOptions?.closeButtonAriaLabel ?? "Close notification",
        classNames: {
          ...toastOptions?.classNames,
          toast: cn(
            "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
            toastOptions?.classNames?.toast,
          ),
          closeButton: cn(
            "size-6! focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            toastOptions?.classNames?.closeButton,
          ),
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
