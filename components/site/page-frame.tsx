import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteLogo } from "@/components/site/site-logo";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { buttonVariants } from "@/components/ui/button";
import { getSiteContent } from "@/lib/data/site";
import { isBlogEnabled, optionalPages, text } from "@/lib/site/elements";

/** The frame of the site's single pages (legal pages, roadmap, changelog, unsubscribe): 'Back to Home' header and the footer. */
export async function SitePageFrame({ children }: { children: ReactNode }) {
  const content = await getSiteContent();
  const siteTitle = text(content, "site-title");
  // A column at least a screen tall: the footer stays at the bottom of short pages.
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-background sticky top-0 z-40 border-b">
        <div className="site-container flex h-16 items-center justify-between gap-4">
          <SiteLogo logo={text(content, "logo-image")} siteTitle={siteTitle} />
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Link href="/" prefetch={false} className={buttonVariants({ variant: "outline" })}>
              <ArrowLeft aria-hidden /> Back to Home
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="site-container w-full flex-1 py-12">
        {children}
      </main>
      <SiteFooter siteTitle={siteTitle} blogEnabled={isBlogEnabled(content)} pages={optionalPages(content)} />
    </div>
  );
}
