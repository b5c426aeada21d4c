import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthorAvatar } from "@/components/blog/author-avatar";
import { BackToBlog } from "@/components/blog/back-to-blog";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { BlogEmptyState } from "@/components/blog/empty-state";
import { JsonLd } from "@/components/blog/json-ld";
import { Pagination, PostGrid } from "@/components/blog/post-grid";
import { AUTHOR_PATH, getAuthor } from "@/lib/blog/author";
import { getAuthorPage, getBlogEnabled } from "@/lib/blog/queries";
import { blogBreadcrumbLd, profilePageLd } from "@/lib/blog/structured-data";
import { pageFromSegments } from "@/lib/blog/urls";
import { BLOG_PAGE_SIZE } from "@/lib/config";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";

type Props = { params: Promise<{ page?: string[] }> };

export const dynamicParams = true;
export function generateStaticParams(): { page?: string[] }[] {
  return [];
}

const pagePath = (page: number) => (page > 1 ? `${AUTHOR_PATH}/${page}` : AUTHOR_PATH);

async function load({ params }: Props) {
  const page = pageFromSegments((await params).page);
  if (page === null || !(await getBlogEnabled())) return null;
  const result = await getAuthorPage(page);
  // Page 1 exists even with no posts yet (it shows the profile); later pages need posts.
  if (page > 1 && result.posts.length === 0) return null;
  return { page, pages: Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE)), posts: result.posts };
}

const describeAuthor = (author: { name: string; bio: string }, siteName: string) =>
  author.bio || `${author.name} writes the ${siteName} blog: step-by-step guides, safety habits and stories.`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return { title: "Author Not Found", robots: { index: false } };
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  const siteName = text(content, "site-title");
  const title = found.page > 1 ? `${author.name}, author (page ${found.page})` : `${author.name}, author`;
  const description = describeAuthor(author, siteName).slice(0, 300);
  const url = `${siteUrl}${pagePath(found.page)}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", siteName, title, description, url, ...(author.avatar ? { images: [{ url: author.avatar, alt: author.name }] } : {}) },
  };
}

// /blog/author (issue 19 and 22): the admin's display name, bio and avatar, and their posts.
export default async function AuthorPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { page, pages, posts } = found;
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  return (
    <>
      <JsonLd data={profilePageLd(author)} />
      <JsonLd data={blogBreadcrumbLd({ name: author.name, path: AUTHOR_PATH })} />
      <BlogHeader />
      <main id="main" className="site-container py-12">
        <BackToBlog label="All articles" />
        <section aria-labelledby="author-name" className="mt-6 flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-center">
          <AuthorAvatar author={author} size={112} />
          <div>
            <p className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] text-sm font-semibold tracking-wide uppercase">Author</p>
            <h1 id="author-name" className="mt-1 text-4xl font-bold tracking-tight">
              {author.name}
            </h1>
            <p className="text-muted-foreground mt-3 text-lg whitespace-pre-line">{describeAuthor(author, text(content, "site-title"))}</p>
          </div>
        </section>
        <h2 className="mt-12 text-2xl font-bold tracking-tight">Articles by {author.name}</h2>
        <div className="mt-6">
          {posts.length === 0 ? <BlogEmptyState filtering={false} /> : <PostGrid posts={posts} author={author.name} />}
          <Pagination page={page} pages={pages} href={pagePath} />
        </div>
      </main>
      <BlogFooter />
    </>
  );
}
