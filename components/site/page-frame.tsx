import type { ReactNode } from "react";
import { BackHomeHeader } from "@/components/site/back-home-header";
import { BackToTop } from "@/components/site/back-to-top";
import { SiteFooter } from "@/components/site/site-footer";
import { getSiteContent } from "@/lib/data/site";
import { env } from "@/lib/env";
import { optionalPages, text } from "@/lib/site/elements";
import { siteLinks } from "@/lib/site/links";

/** The frame of the site's single pages (legal pages, roadmap, changelog, unsubscribe): 'Back to Home' header and the footer. */
export async function SitePageFrame({ children }: { children: ReactNode }) {
  const content = await getSiteContent();
  const siteTitle = text(content, "site-title");
  const links = siteLinks(content, env);
  // A column at least a screen tall: the footer stays at the bottom of short pages.
  return (
    <div className="flex min-h-screen flex-col">
      <BackHomeHeader />
      <main id="main" className="site-container w-full flex-1 py-12">
        {children}
      </main>
      <SiteFooter siteTitle={siteTitle} social={links.social} documentationUrl={links.documentationUrl} pages={optionalPages(content)} />
      <BackToTop />
    </div>
  );
}
