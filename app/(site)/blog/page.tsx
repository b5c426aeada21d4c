import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogCta } from "@/components/blog/blog-cta";
import { BlogFilters } from "@/components/blog/blog-filters";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { BlogNavigationProvider, BlogResults } from "@/components/blog/blog-navigation";
import { BlogEmptyState } from "@/components/blog/empty-state";
import { Pagination, PostGrid } from "@/components/blog/post-grid";
import { getAuthor } from "@/lib/blog/author";
import { getBlogEnabled } from "@/lib/blog/queries";
import { blogHref, tagHref } from "@/lib/blog/urls";
import { BLOG_PAGE_SIZE } from "@/lib/config";
import { listPublishedTags, searchPublishedPosts } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";
import { NOT_FOUND_METADATA } from "@/lib/site/not-found";
import { parseBlogQuery, type BlogQuery } from "@/lib/validation/blog";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  // The query is read first, whatever follows: it is what makes the list render per request. A
  // build (blog off) that never read it would make /blog a static 404, which a later request
  // with the blog on could not re-render (DYNAMIC_SERVER_USAGE).
  const { q, tag } = parseBlogQuery(await searchParams);
  // While the blog is off the page is the site's 404, title included.
  if (!(await getBlogEnabled())) return NOT_FOUND_METADATA;
  const title = tag ? `Blog: ${tag}` : "Blog";
  const description = "Guides, safety habits and stories about step-by-step assembly and disassembly.";
  const siteName = text(await getSiteContent(), "site-title");
  return {
    title,
    description,
    // The page's own URL (the root layout's og:url is the landing page's).
    openGraph: { type: "website", siteName, title, description, url: tag ? tagHref(tag) : "/blog" },
    // Filtered views point search engines at the tag's archive page; searches at the list itself.
    alternates: {
      canonical: tag ? tagHref(tag) : "/blog",
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: "Blog RSS feed" }] },
    },
    robots: q ? { index: false, follow: true } : undefined,
  };
}

// The blog list (spec: Blog list). Search and topic live in the URL and are rendered here on the
// server, so every state can be shared and crawled. Nothing here streams behind a Suspense
// boundary: the posts are in the HTML itself (readable without JavaScript) and a disabled blog
// answers a real 404. While the client navigates to a new query, BlogResults shows skeletons.
export default async function BlogPage({ searchParams }: Props) {
  if (!(await getBlogEnabled())) notFound();
  const query = parseBlogQuery(await searchParams);
  const { q, tag } = query;
  const tags = await listPublishedTags();

  return (
    <>
      <BlogHeader />
      <main id="main" className="site-container py-12">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
          <p className="text-muted-foreground mt-3 text-lg">
            Guides, safety habits and stories about taking things apart and putting them back together.
          </p>
        </div>
        <BlogNavigationProvider>
          <div className="mt-8">
            <BlogFilters key={`${q}|${tag}`} q={q} tag={tag} tags={tags} />
          </div>
          <div className="mt-8">
            <BlogResults>
              <PostList query={query} />
            </BlogResults>
          </div>
        </BlogNavigationProvider>
        <BlogCta title="See It in Action" text="Try the interactive prototype and tell us what would make your next repair easier." />
      </main>
      <BlogFooter />
    </>
  );
}

async function PostList({ query: { q, tag, page } }: { query: BlogQuery }) {
  const [{ posts, total }, author] = await Promise.all([
    searchPublishedPosts({ q, tag, skip: (page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE }),
    getAuthor(),
  ]);
  if (posts.length === 0) return <BlogEmptyState filtering={Boolean(q || tag)} />;
  const pageHref = (n: number) => {
    const base = blogHref({ q, tag });
    return n === 1 ? base : `${base}${base.includes("?") ? "&" : "?"}page=${n}`;
  };
  return (
    <>
      <PostGrid posts={posts} author={author.name} />
      <Pagination page={page} pages={Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))} href={pageHref} />
    </>
  );
}
