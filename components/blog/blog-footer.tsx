import Link from "next/link";
import { NewsletterForm } from "@/components/members/newsletter-form";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

// Spec: the blog's copyright line says 2025; its legal links are the .html forms (they redirect).
// `subscribe` false: the page has its own subscribe form already (an article's, after its text).
export async function BlogFooter({ subscribe = true }: { subscribe?: boolean } = {}) {
  const siteName = text(await getSiteContent(), "site-title");
  return (
    <footer className="mt-16 border-t">
      {subscribe ? (
        <div className="site-container py-8">
          <div className="max-w-md">
            <NewsletterForm />
          </div>
        </div>
      ) : null}
      <div className="site-container text-muted-foreground flex flex-col items-center justify-between gap-3 py-8 text-sm sm:flex-row">
        <p>© 2025 {siteName}. All rights reserved.</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link href="/privacy.html" prefetch={false} className="hover:text-foreground underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          <Link href="/terms.html" prefetch={false} className="hover:text-foreground underline-offset-4 hover:underline">
            Terms of Service
          </Link>
        </nav>
      </div>
    </footer>
  );
}
