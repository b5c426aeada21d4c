import Image from "next/image";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

// The blog's own small header (logo, Back to Home, Blog). The shared site header may replace it.
export async function BlogHeader() {
  const siteName = text(await getSiteContent(), "site-title");
  return (
    <header className="bg-background/90 sticky top-0 z-40 border-b backdrop-blur">
      <div className="site-container flex h-16 items-center justify-between gap-4">
        <Link href="/" prefetch={false} className="flex items-center gap-2 font-semibold" aria-label={`${siteName} home`}>
          {/* The mark alone: the name beside it comes from the editor's site title. */}
          <Image src="/icon.svg" alt="" width={32} height={32} loading="eager" />
          <span>{siteName}</span>
        </Link>
        <nav aria-label="Blog" className="flex items-center gap-1 text-sm">
          <Link href="/" prefetch={false} className="hover:bg-accent inline-flex items-center gap-1.5 rounded-md px-3 py-2">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </Link>
          <Link href="/blog" className="hover:bg-accent rounded-md px-3 py-2 font-medium">
            Blog
          </Link>
        </nav>
      </div>
    </header>
  );
}
