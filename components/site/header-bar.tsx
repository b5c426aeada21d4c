"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { navItems, scrollToSection, type NavItem } from "@/components/site/nav";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { PlainButton } from "@/components/ui/plain-button";
import { MOBILE_SWIPE_CLOSE_PX, SECTION_DETECTION_OFFSET_PX } from "@/lib/config";

type Props = {
  /** Shows the Blog entry (only while the blog is enabled: its pages answer 404 otherwise). */
  blogEnabled: boolean;
  /** Shows the Roadmap and Changelog entries while their pages are on. */
  pages?: { roadmap?: boolean; changelog?: boolean };
  /** The logo (a server-rendered <SiteLogo>). */
  logo: ReactNode;
};

/** More entries than this keep the menu button up to 1024 px rather than 768 px. */
const WIDE_NAV_ITEMS = 5;

/** A page link's own page, or a page below it (/blog for /blog/tag/x). */
function isCurrentPage(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The section under the scroll position plus 150 px (spec section 2). */
function useActiveSection(items: NavItem[], enabled: boolean) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const ids = items.flatMap((i) => (i.section ? [i.section] : []));
    let frame = 0;
    const update = () => {
      frame = 0;
      const position = window.scrollY + SECTION_DETECTION_OFFSET_PX;
      let found: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        const top = el.getBoundingClientRect().top + window.scrollY;
        if (position >= top && position < top + el.offsetHeight) found = id;
      }
      setActive(found);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [items, enabled]);
  return active;
}

/**
 * Header: nav entries, theme toggle and, on small screens, the swipe-to-close menu. The public
 * header island of every page that has it: plain elements with the button classes (no class
 * merging library), so it stays small.
 */
export function HeaderBar({ blogEnabled, pages, logo }: Props) {
  const pathname = usePathname();
  const onLanding = pathname === "/";
  const [items] = useState(() => navItems(blogEnabled, pages));
  // Six or seven entries do not fit a tablet's width beside the logo and the toggle: they stay in
  // the menu up to the desktop breakpoint.
  const wide = items.length > WIDE_NAV_ITEMS;
  const active = useActiveSection(items, onLanding);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);

  // While the menu is open: body scrolling is locked and a click outside closes it.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (item: NavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (onLanding && item.section && scrollToSection(item.section)) event.preventDefault();
  };

  const link = (item: NavItem, className: string) => (
    <Link
      key={item.href}
      href={item.href}
      onClick={choose(item)}
      aria-current={item.section ? (active === item.section ? "true" : undefined) : isCurrentPage(pathname, item.href) ? "page" : undefined}
      className={`rounded-button text-sm font-medium transition-colors hover:text-primary aria-[current=true]:text-primary aria-[current=page]:text-primary dark:hover:text-[color-mix(in_oklab,var(--primary),white_45%)] dark:aria-[current=true]:text-[color-mix(in_oklab,var(--primary),white_45%)] dark:aria-[current=page]:text-[color-mix(in_oklab,var(--primary),white_45%)] ${className}`}
    >
      {item.label}
    </Link>
  );

  return (
    <header className="bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="site-container flex h-16 items-center justify-between gap-4">
        {logo}
        <nav aria-label="Main" className={`hidden items-center gap-6 ${wide ? "lg:flex" : "md:flex"}`}>
          {items.map((item) => link(item, "px-1 py-2"))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <PlainButton
            ref={toggle}
            variant="ghost"
            size="icon"
            className={wide ? "lg:hidden" : "md:hidden"}
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </PlainButton>
        </div>
      </div>
      {open ? (
        <div
          ref={panel}
          id="mobile-menu"
          data-testid="mobile-menu"
          className={`bg-background absolute inset-x-0 top-16 border-b shadow-lg ${wide ? "lg:hidden" : "md:hidden"}`}
          style={{ touchAction: "pan-y" }}
          onPointerDown={(e) => (swipeStart.current = e.clientX)}
          onPointerUp={(e) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (start !== null && start - e.clientX > MOBILE_SWIPE_CLOSE_PX) setOpen(false);
          }}
        >
          <nav aria-label="Mobile" className="site-container flex flex-col gap-1 py-4">
            {items.map((item) => link(item, "px-2 py-3 text-base"))}
            <p className="text-muted-foreground px-2 pt-2 text-xs">Swipe left to close</p>
          </nav>
        </div>
      ) : null}
    </header>
  );
}
