import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** The link back to /blog at the top of an article, a tag archive or the author page. */
export function BackToBlog({ label }: { label: string }) {
  return (
    <Link href="/blog" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
