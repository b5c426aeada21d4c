import Link from "next/link";
import type { ReactNode } from "react";
import { SitePageFrame } from "@/components/site/page-frame";
import { buttonVariants } from "@/components/ui/button-variants";

export const LEGAL_UPDATED = "July 2025";

/** The frame of /privacy, /terms and /cookies: 'Back to Home' header, the text, 'Return to Home'. */
export async function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SitePageFrame>
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
    </SitePageFrame>
  );
}
