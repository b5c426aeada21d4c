import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToBlog } from "@/components/blog/back-to-blog";
import { BlogCta } from "@/components/blog/blog-cta";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { JsonLd } from "@/components/blog/json-ld";
import { Pagination, PostGrid } from "@/components/blog/post-grid";
import { getAuthor } from "@/lib/blog/author";
import { getBlogEnabled, getTagPage } from "@/lib/blog/queries";
import { blogBreadcrumbLd } from "@/lib/blog/structured-data";
import { decodeSegment, pageFromSegments, tagHref } from "@/lib/blog/urls";
import { BLOG_PAGE_SIZE } from "@/lib/config";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";

type Props = { params: Promise<{ tag: string; page?: string[] }> };

// Like the articles: rendered on first request, cached until a post write revalidates /blog.
// An unknown tag (or page) is notFound(), so nothing is stored for it.
export const dynamicParams = true;
export function generateStaticParams(): { tag: string; page?: string[] }[] {
  return [];
}

/** The tag and page of this URL, with that page's posts; null when there is no such page. */
async function load({ params }: Props) {
  const raw = await params;
  const page = pageFromSegments(raw.page);
  if (page === null || !(await getBlogEnabled())) return null;
  // proxy.ts has sent any other casing of the tag to this one (canonicalTagPath).
  const tag = decodeSegment(raw.tag);
  const result = await getTagPage(tag, page);
  if (result.posts.length === 0) return null;
  return { tag, page, pages: Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE)), posts: result.posts };
}

const describeTag = (tag: string, siteName: string) =>
  `Every ${siteName} article tagged “${tag}”: step-by-step guides, safety habits and stories about ${tag.toLowerCase()}.`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return { title: "Tag Not Found", robots: { index: false } };
  const siteName = text(await getSiteContent(), "site-title");
  const { tag, page } = found;
  const title = page > 1 ? `Articles tagged “${tag}” (page ${page})` : `Articles tagged “${tag}”`;
  const description = describeTag(tag, siteName);
  const url = `${siteUrl}${tagHref(tag, page)}`;
  return {
    title,
    description,
    alternates: { canonical: url, types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${siteName} Blog` }] } },
    openGraph: { type: "website", siteName, title, description, url },
  };
}

// /blog/tag/{tag} (issue 19): the tag's archive, newest first, BLOG_PAGE_SIZE a page.
export default async function TagPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { tag, page, pages, posts } = found;
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  return (
    <>
      <JsonLd data={blogBreadcrumbLd({ name: tag, path: tagHref(tag) })} />
      <BlogHeader />
      <main id="main" className="site-container py-12">
        <BackToBlog label="All articles" />
        <div className="mt-6 max-w-3xl">
          <p className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] text-sm font-semibold tracking-wide uppercase">Tag</p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight">{tag}</h1>
          <p className="text-muted-foreground mt-3 text-lg">{describeTag(tag, text(content, "site-title"))}</p>
        </div>
        <div className="mt-10">
          <PostGrid posts={posts} author={author.name} />
          <Pagination page={page} pages={pages} href={(n) => tagHref(tag, n)} />
        </div>
        <BlogCta title="See It in Action" text="Try the interactive prototype and tell us what would make your next repair easier." />
      </main>
      <BlogFooter />
    </>
  );
}
