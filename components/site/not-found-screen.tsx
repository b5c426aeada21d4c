import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { getBlogEnabled } from "@/lib/blog/queries";

/**
 * The site's 404: the spec's title and a developer-style hint, then the links a visitor needs
 * (home, the blog while it is on, contact).
 */
export async function NotFoundScreen() {
  const blog = await getBlogEnabled();
  const links = [
    { label: "Contact us", href: "/#contact" },
    ...(blog ? [{ label: "Read the blog", href: "/blog" }] : []),
  ];
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-lg text-center">
        <p className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] font-mono text-sm font-semibold">Error 404</p>
        <h1 className="font-heading mt-2 text-3xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground mt-4">
          No route matches this path: the page may have moved, or the address may be mistyped.
        </p>
        <nav aria-label="Helpful links" className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Link href="/" prefetch={false} className={buttonVariants({ size: "lg" })}>
            Return to Home
          </Link>
          {links.map((link) => (
            <Link key={link.href} href={link.href} prefetch={false} className={buttonVariants({ size: "lg", variant: "outline" })}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </main>
  );
}
