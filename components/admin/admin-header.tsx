import { ExternalLink } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { AdminNavLinks, AdminNavMenu } from "@/components/admin/admin-nav";
import { LogoutButton } from "@/components/admin/logout-button";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { Button } from "@/components/ui/button";

/**
 * The admin shell's bar, shared by every admin screen: the screens (a row of links on wide
 * screens, a menu on phones), the public site, the theme, who is signed in and Logout.
 */
export function AdminBar({ username, landmark = false }: { username: string; landmark?: boolean }) {
  // On its own (no page title under it) the bar is the page's header landmark.
  const Frame = landmark ? "header" : "div";
  return (
    <Frame className="border-b bg-background">
      {/* Below 1536 px the screens' links take a second row: ten of them do not fit beside the rest. */}
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 px-4 py-2 2xl:flex-nowrap 2xl:py-0">
        <Link
          href="/admin"
          className="shrink-0 rounded-sm text-sm font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          StepWise <span className="font-normal text-muted-foreground">admin</span>
        </Link>
        <AdminNavLinks className="order-last hidden w-full min-w-0 xl:block 2xl:order-none 2xl:w-auto 2xl:flex-1" />
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <a href="/" target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              View site
            </a>
          </Button>
          <ThemeToggle untracked />
          <span
            className="hidden max-w-52 truncate text-sm text-muted-foreground xl:inline-block"
            title={username}
          >
            Signed in as{" "}
            <span data-testid="admin-username" className="font-medium text-foreground">
              {username}
            </span>
          </span>
          <LogoutButton className="hidden xl:inline-flex" />
          <AdminNavMenu username={username} className="xl:hidden" />
        </div>
      </div>
    </Frame>
  );
}

/** An admin page's header: the shell's bar, then the page's title and its own buttons. */
export function AdminHeader({
  title,
  username,
  children,
}: {
  title: string;
  username: string;
  children?: ReactNode;
}) {
  return (
    <header>
      <AdminBar username={username} />
      <div className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-xl font-semibold">{title}</h1>
          {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
        </div>
      </div>
    </header>
  );
}
