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
  const element = document.getElementById(id);
  if (id === "home") {
    window.scrollTo({ top: 0, behavior });
    if (element) moveFocusInto(element);
    return true;
  }
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
  history.replaceState(null, "", `#${id}`);
  moveFocusInto(element);
  return true;
}

const CONTROLS = "a[href], button:not([disabled]), input:not([disabled]), select, textarea";

/**
 * Keyboard focus follows the jump: to the section's heading (made focusable by script only), else
 * its first control, so the next Tab continues inside the section rather than in the header.
 * preventScroll: the smooth scroll above is already on its way.
 */
function moveFocusInto(section: HTMLElement) {
  const target = section.querySelector<HTMLElement>("h1, h2") ?? section.querySelector<HTMLElement>(CONTROLS);
  if (!target) return;
  if (!target.matches(CONTROLS) && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
