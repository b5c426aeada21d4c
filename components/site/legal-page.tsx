import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { BackToTop } from "@/components/site/back-to-top";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteLogo } from "@/components/site/site-logo";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { buttonVariants } from "@/components/ui/button";
import { getSiteContent } from "@/lib/data/site";
import { env } from "@/lib/env";
import { text } from "@/lib/site/elements";
import { siteLinks } from "@/lib/site/links";

export const LEGAL_UPDATED = "July 2025";

/** The frame of /privacy, /terms and /cookies: 'Back to Home' header, the text, 'Return to Home'. */
export async function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const content = await getSiteContent();
  const siteTitle = text(content, "site-title");
  const links = siteLinks(content, env);
  return (
    <>
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
      <main className="site-container py-12">
        <article className="mx-auto max-w-3xl">
          <h1 className="font-heading font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
            {title}
          </h1>
          <p className="text-muted-foreground mt-2">Last updated: {LEGAL_UPDATED}</p>
          <div className="[&_a]:text-primary dark:[&_a]:text-[color-mix(in_oklab,var(--primary),white_45%)] mt-8 space-y-4 leading-relaxed [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-6 [&_li]:list-disc">
            {children}
          </div>
          <Link href="/" prefetch={false} className={`${buttonVariants({ size: "lg" })} mt-12`}>
            Return to Home
          </Link>
        </article>
      </main>
      <SiteFooter siteTitle={siteTitle} social={links.social} documentationUrl={links.documentationUrl} />
      <BackToTop />
    </>
  );
}
