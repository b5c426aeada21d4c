import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { AuthorAvatar } from "@/components/blog/author-avatar";
import { BackToBlog } from "@/components/blog/back-to-blog";
import { BlogCta } from "@/components/blog/blog-cta";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { CoverPlaceholder } from "@/components/blog/cover-placeholder";
import { JsonLd } from "@/components/blog/json-ld";
import { NewsletterForm } from "@/components/members/newsletter-form";
import { PostMeta } from "@/components/blog/post-meta";
import { PostTags } from "@/components/blog/post-tags";
import { RelatedPosts } from "@/components/blog/related-posts";
import { ShareButton } from "@/components/blog/share-button";
import { AUTHOR_PATH, getAuthor } from "@/lib/blog/author";
import { formatPostDate } from "@/lib/blog/format";
import { getBlogEnabled, getPublicPost } from "@/lib/blog/queries";
import { countWords } from "@/lib/blog/reading-time";
import { absoluteUrl, blogBreadcrumbLd, blogPostingLd } from "@/lib/blog/structured-data";
import { postExcerpt, postSeoDescription, postSeoTitle } from "@/lib/blog/summary";
import { GENERATED_IMAGE_SIZE, postImage } from "@/lib/blog/urls";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";
import { NOT_FOUND_METADATA } from "@/lib/site/not-found";

type Props = { params: Promise<{ slug: string }> };

// Articles render on their first request and stay cached until a post write or a site save
// revalidates them: never rendered per request, never at build time (no database then).
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const postUrl = (slug: string) => `${siteUrl}/blog/${slug}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  // While the blog is off its pages are the site's 404, title included.
  if (!(await getBlogEnabled())) return NOT_FOUND_METADATA;
  const post = await getPublicPost(slug);
  if (!post) return { title: "Article Not Found", robots: { index: false } };
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  const siteName = text(content, "site-title");
  const title = postSeoTitle(post);
  const description = postSeoDescription(post);
  // The cover when the post has one, else the image generated for it (og.png beside this page).
  const image = post.featuredImage
    ? { url: absoluteUrl(post.featuredImage), alt: post.title }
    : { url: absoluteUrl(postImage(post)), alt: post.title, ...GENERATED_IMAGE_SIZE, type: "image/png" };
  return {
    title,
    description,
    authors: [{ name: author.name, url: author.url }],
    keywords: post.tags,
    alternates: {
      canonical: postUrl(post.slug),
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${siteName} Blog` }] },
    },
    openGraph: {
      type: "article",
      siteName,
      title,
      description,
      url: postUrl(post.slug),
      images: [image],
      publishedTime: post.publishedAt?.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [author.url],
      tags: post.tags,
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

// The blog article (spec: Blog article): complete HTML before any script runs.
export default async function BlogArticlePage({ params }: Props) {
  const { slug } = await params;
  if (!(await getBlogEnabled())) notFound();
  const post = await getPublicPost(slug);
  if (!post) notFound();
  const [content, author] = await Promise.all([getSiteContent(), getAuthor()]);
  const blogText = (key: Parameters<typeof text>[1]) => text(content, key);
  const date = formatPostDate(post.publishedAt);
  const siteName = text(content, "site-title");

  return (
    <>
      <JsonLd
        data={blogPostingLd(
          { ...post, description: postSeoDescription(post), image: postImage(post), wordCount: countWords(post.content) },
          author,
          siteName,
        )}
      />
      <JsonLd data={blogBreadcrumbLd({ name: post.title, path: `/blog/${post.slug}` })} />
      <BlogHeader />
      <main id="main" className="site-container py-10">
        <article className="mx-auto max-w-3xl">
          <BackToBlog label="Back to Blog" />
          <header className="mt-6 flex flex-col gap-4">
            <PostTags tags={post.tags} />
            <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <PostMeta author={author.name} publishedAt={post.publishedAt} content={post.content} showWords />
              <ShareButton title={post.title} text={postExcerpt(post)} />
            </div>
            <p className="text-muted-foreground text-lg">{postExcerpt(post)}</p>
          </header>
          <figure className="bg-muted mt-8 overflow-hidden rounded-xl border">
            {post.featuredImage ? (
              // The cover is the page's largest paint: fetched first, never lazily.
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded or author-chosen URL of any host
              <img data-dark-adapt src={post.featuredImage} alt="" width={1200} height={675} fetchPriority="high" className="aspect-[16/9] w-full object-cover" data-testid="article-cover" />
            ) : (
              <CoverPlaceholder className="aspect-[16/9] h-auto w-full" />
            )}
          </figure>
          <section aria-labelledby="blog-intro-title" className="bg-primary/5 mt-8 rounded-xl border p-6">
            <h2 id="blog-intro-title" data-edit-id="blog-intro-title" className="text-xl font-semibold">
              {blogText("blog-intro-title")}
            </h2>
            <p data-edit-id="blog-intro-text" className="text-muted-foreground mt-2">
              {blogText("blog-intro-text")}
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <h3 data-edit-id="blog-section-1-title" className="font-semibold">
                  {blogText("blog-section-1-title")}
                </h3>
                <p data-edit-id="blog-section-1-text" className="text-muted-foreground mt-1 text-sm">
                  {blogText("blog-section-1-text")}
                </p>
              </div>
              <div>
                <h3 data-edit-id="blog-section-2-title" className="font-semibold">
                  {blogText("blog-section-2-title")}
                </h3>
                <p data-edit-id="blog-section-2-text" className="text-muted-foreground mt-1 text-sm">
                  {blogText("blog-section-2-text")}
                </p>
              </div>
            </div>
          </section>
          <ArticleBody content={post.content} className="mt-8" />
          <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t pt-6">
            <div className="flex items-center gap-3">
              <AuthorAvatar author={author} size={40} />
              <p className="text-muted-foreground text-sm">
                Written by{" "}
                <Link href={AUTHOR_PATH} prefetch={false} rel="author" className="text-foreground font-medium underline underline-offset-4">
                  {author.name}
                </Link>
                , Published on {date}
              </p>
            </div>
            <ShareButton title={post.title} text={postExcerpt(post)} label="Share Article" />
          </footer>
          <aside className="bg-muted/40 mt-10 rounded-lg border p-6">
            <NewsletterForm idPrefix="article" />
          </aside>
        </article>
        <RelatedPosts post={post} author={author.name} />
        <div className="mx-auto max-w-3xl">
          <BlogCta
            title="Ready to Document Like a Pro?"
            text="Try the StepWise prototype: step-by-step guidance, safety alerts and progress tracking for your next project."
          />
        </div>
      </main>
      <BlogFooter subscribe={false} />
    </>
  );
}
