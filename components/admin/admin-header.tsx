import Link from "next/link";
import type { ReactNode } from "react";

/** The admin pages' header: title, who is signed in, and the page's buttons. */
export function AdminHeader({ title, username, children }: { title: string; username: string; children?: ReactNode }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div>
          <Link href="/" className="text-xs text-muted-foreground hover:underline">
            StepWise
          </Link>
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            Signed in as <span data-testid="admin-username">{username}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">{children}</div>
      </div>
    </header>
  );
}
