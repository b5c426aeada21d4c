"use client";

import { ExternalLink, LogOut, Menu } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLogout } from "@/components/admin/logout-button";
import { ADMIN_NAV_ITEMS, currentNavItem } from "@/components/admin/nav-items";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

function useCurrentHref() {
  return currentNavItem(usePathname() ?? "")?.href;
}

/** The admin screens as a row of links (wide screens), the current one marked. */
export function AdminNavLinks({ className }: { className?: string }) {
  const current = useCurrentHref();
  return (
    <nav aria-label="Admin" className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {ADMIN_NAV_ITEMS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={current === href ? "page" : undefined}
              className={cn(
                "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                current === href && "bg-accent text-accent-foreground",
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The admin menu: every screen (current one marked), the public site, who is signed in and Logout.
 * The phone's navigation, and the visual editor's compact one (which keeps its canvas).
 */
export function AdminNavMenu({ username, className }: { username: string; className?: string }) {
  const current = useCurrentHref();
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <Menu aria-hidden />
          Menu
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" aria-label="Admin menu">
        <DropdownMenuLabel className="font-normal text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ADMIN_NAV_ITEMS.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild className={cn(current === href && "bg-accent/60 font-semibold")}>
            <Link href={href} aria-current={current === href ? "page" : undefined}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/" target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            View site
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
