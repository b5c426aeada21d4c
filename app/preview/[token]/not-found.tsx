import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Preview not available", robots: { index: false, follow: false } };

// An expired, revoked or forged preview link (404).
export default function PreviewNotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-lg text-center">
        <p className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] font-mono text-sm font-semibold">Error 404</p>
        <h1 className="font-heading mt-2 text-3xl font-bold">This preview link is not available</h1>
        <p className="text-muted-foreground mt-4">
          The link may have expired or been revoked, or it was copied incompletely. Ask the person who shared it for a new link.
        </p>
        <Link href="/" className={`${buttonVariants({ size: "lg" })} mt-8`}>
          Go to the live site
        </Link>
      </div>
    </main>
  );
}
