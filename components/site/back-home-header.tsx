import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { SiteLogo } from "@/components/site/site-logo";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { buttonVariants } from "@/components/ui/button-variants";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

/** The header of the public pages outside the landing page (legal pages, e-mail status): logo, theme, 'Back to Home'. */
export async function BackHomeHeader() {
  const content = await getSiteContent();
  return (
    <header className="bg-background sticky top-0 z-40 border-b">
      <div className="site-container flex h-16 items-center justify-between gap-4">
        <SiteLogo logo={text(content, "logo-image")} siteTitle={text(content, "site-title")} />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Link href="/" prefetch={false} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden /> Back to Home
          </Link>
        </div>
      </div>
    </header>
  );
}
