import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { BlogCta } from "@/components/blog/blog-cta";
import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { JsonLd } from "@/components/blog/json-ld";
import { PostMeta } from "@/components/blog/post-meta";
import { PostTags } from "@/components/blog/post-tags";
import { ShareButton } from "@/components/blog/share-button";
import { formatPostDate } from "@/lib/blog/format";
import { BlogMarkdown } from "@/lib/blog/markdown";
import { getBlogEnabled, getPublicPost } from "@/lib/blog/queries";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";

type Props = { params: Promise<{ slug: string }> };

// Articles render on their first request and stay cached until a post write or a site save
// revalidates them: never rendered per request, never at build time (no database then).
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

// Typography for the rendered markdown (the markdown itself stays plain elements).
const proseClasses = [
  "mt-8 text-lg leading-relaxed",
  "[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold",
  "[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:bg-muted [&_code]:rounded [&_code]:px-1 [&_code]:text-base",
  "[&_pre]:bg-muted [&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-4 [&_img]:my-6 [&_img]:rounded-lg [&_hr]:my-8",
].join(" ");

const postUrl = (slug: string) => `${siteUrl}/blog/${slug}`;
const describe = (post: { excerpt: string; content: string }) =>
  (post.excerpt || post.content.replace(/[#*_`>[\]()]/g, "").replace(/\s+/g, " ").trim()).slice(0, 300);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = (await getBlogEnabled()) ? await getPublicPost(slug) : null;
  if (!post) return { title: "Article Not Found", robots: { index: false } };
  const siteName = text(await getSiteContent(), "site-title");
  const description = describe(post);
  return {
    title: post.title,
    description,
    authors: [{ name: post.author }],
    keywords: post.tags,
    alternates: {
      canonical: postUrl(post.slug),
      types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${siteName} Blog` }] },
    },
    openGraph: {
      type: "article",
      siteName,
      title: post.title,
      description,
      url: postUrl(post.slug),
      publishedTime: post.publishedAt?.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [post.author],
      tags: post.tags,
    },
    // og:image and twitter:image come from opengraph-image.tsx and twitter-image.tsx beside this page.
    twitter: { card: "summary_large_image", title: post.title, description },
  };
}

// The blog article (spec: Blog article): complete HTML before any script runs.
export default async function BlogArticlePage({ params }: Props) {
  const { slug } = await params;
  if (!(await getBlogEnabled())) notFound();
  const post = await getPublicPost(slug);
  if (!post) notFound();
  const content = await getSiteContent();
  const blogText = (key: Parameters<typeof text>[1]) => text(content, key);
  const date = formatPostDate(post.publishedAt);

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: describe(post),
          datePublished: post.publishedAt?.toISOString(),
          dateModified: post.updatedAt.toISOString(),
          author: { "@type": "Person", name: post.author },
          publisher: { "@type": "Organization", name: text(content, "site-title"), logo: { "@type": "ImageObject", url: `${siteUrl}/icon.svg` } },
          url: postUrl(post.slug),
          mainEntityOfPage: { "@type": "WebPage", "@id": postUrl(post.slug) },
          keywords: post.tags.join(", "),
        }}
      />
      <BlogHeader />
      <main id="main" className="site-container py-10">
        <article className="mx-auto max-w-3xl">
          <Link href="/blog" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Blog
          </Link>
          <header className="mt-6 flex flex-col gap-4">
            <PostTags tags={post.tags} />
            <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <PostMeta author={post.author} publishedAt={post.publishedAt} content={post.content} />
              <ShareButton title={post.title} text={post.excerpt} />
            </div>
            {post.excerpt ? <p className="text-muted-foreground text-lg">{post.excerpt}</p> : null}
          </header>
          <figure className="bg-muted mt-8 overflow-hidden rounded-xl border">
            {post.featuredImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- an author-chosen URL of any host
              <img data-dark-adapt src={post.featuredImage} alt="" fetchPriority="high" className="aspect-[16/9] w-full object-cover" />
            ) : (
              // The page's largest paint (Lighthouse LCP): the one image preloaded, fetched first.
              <Image data-dark-adapt src="/images/featured-placeholder.svg" alt="" width={1200} height={675} className="aspect-[16/9] w-full object-cover" preload fetchPriority="high" />
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
          <div className={proseClasses}>
            <BlogMarkdown content={post.content} />
          </div>
          <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t pt-6">
            <p className="text-muted-foreground text-sm">
              Written by <span className="text-foreground font-medium">{post.author}</span>, Published on {date}
            </p>
            <ShareButton title={post.title} text={post.excerpt} label="Share Article" />
          </footer>
        </article>
        <div className="mx-auto max-w-3xl">
          <BlogCta
            title="Ready to Document Like a Pro?"
            text="Try the StepWise prototype: step-by-step guidance, safety alerts and progress tracking for your next project."
          />
        </div>
      </main>
      <BlogFooter />
    </>
  );
}
