import { BlogFooter } from "@/components/blog/blog-footer";
import { BlogHeader } from "@/components/blog/blog-header";
import { PostMeta } from "@/components/blog/post-meta";
import { PostTags } from "@/components/blog/post-tags";
import { BlogMarkdown } from "@/lib/blog/markdown";
import { PROSE_CLASSES } from "@/components/blog/prose";

type Post = { title: string; excerpt: string; content: string; tags: string[]; author: string; publishedAt: Date | null; featuredImage: string | null };

/** A post as saved (a draft too), for a shared preview link. */
export function PostPreview({ post }: { post: Post }) {
  return (
    <>
      <BlogHeader />
      <main id="main" className="site-container py-10">
        <article className="mx-auto max-w-3xl">
          <header className="flex flex-col gap-4">
            <PostTags tags={post.tags} />
            <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
            <PostMeta author={post.author} publishedAt={post.publishedAt} content={post.content} />
            {post.excerpt ? <p className="text-muted-foreground text-lg">{post.excerpt}</p> : null}
          </header>
          {post.featuredImage ? (
            <figure className="bg-muted mt-8 overflow-hidden rounded-xl border">
              {/* eslint-disable-next-line @next/next/no-img-element -- an author-chosen URL of any host */}
              <img src={post.featuredImage} alt="" className="aspect-[16/9] w-full object-cover" />
            </figure>
          ) : null}
          <div className={PROSE_CLASSES}>
            <BlogMarkdown content={post.content} />
          </div>
        </article>
      </main>
      <BlogFooter />
    </>
  );
}
