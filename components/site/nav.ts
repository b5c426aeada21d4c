import { NAV_SCROLL_OFFSET_PX } from "@/lib/config";

export type NavItem = { label: string; href: string; section?: string };

/** The header's entries (spec section 2), in order; Blog, Roadmap and Changelog only while enabled. */
export function navItems(blogEnabled: boolean, pages: { roadmap?: boolean; changelog?: boolean } = {}): NavItem[] {
  return [
    { label: "Features", href: "/#features", section: "features" },
    { label: "Try Prototype", href: "/#prototype", section: "prototype" },
    { label: "Feedback", href: "/#feedback", section: "feedback" },
    ...(blogEnabled ? [{ label: "Blog", href: "/blog" }] : []),
    ...(pages.roadmap ? [{ label: "Roadmap", href: "/roadmap" }] : []),
    ...(pages.changelog ? [{ label: "Changelog", href: "/changelog" }] : []),
    { label: "Contact", href: "/#contact", section: "contact" },
  ];
}

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to a landing-page section with the header's 80 px offset (the hero scrolls to the top).
 * Returns false when the section is not on this page, so the link can navigate instead.
 */
export function scrollToSection(id: string): boolean {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (id === "home") {
    window.scrollTo({ top: 0, behavior });
    return true;
  }
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
  history.replaceState(null, "", `#${id}`);
  return true;
}
