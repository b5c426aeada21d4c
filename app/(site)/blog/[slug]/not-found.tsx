import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { NotFoundScreen } from "@/components/site/not-found-screen";
import { getBlogEnabled } from "@/lib/blog/queries";

// Unknown slug or a draft (spec): 'Article Not Found' with a back link, status 404. While the
// blog is off, the site's ordinary 404 text shows instead (no link into a blog that is off).
export default async function ArticleNotFound() {
  if (!(await getBlogEnabled())) {
    return <NotFoundScreen />;
  }
  return (
    <>
      <BlogHeader />
      <main id="main" className="site-container flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-bold">Article Not Found</h1>
        <p className="text-muted-foreground mt-3">The article you&apos;re looking for doesn&apos;t exist.</p>
        <Link href="/blog" className="text-primary mt-6 inline-flex items-center gap-1.5 underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Blog
        </Link>
      </main>
      <BlogFooter />
    </>
  );
}
