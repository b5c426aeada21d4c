import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { PostMeta } from "@/components/blog/post-meta";
import { PostTags } from "@/components/blog/post-tags";
import { postExcerpt } from "@/lib/blog/summary";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: Date | null;
  content: string;
  featuredImage: string | null;
};

/** A post in a list: its cover (when it has one), tags, title, meta and excerpt. */
export function PostCard({ post, author }: { post: PostCardData; author: string }) {
  return (
    <article className="bg-card text-card-foreground flex flex-col overflow-hidden rounded-xl border shadow-sm" data-testid="post-card">
      {post.featuredImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or author-chosen URL of any host
        <img src={post.featuredImage} alt="" width={640} height={360} loading="lazy" decoding="async" className="bg-muted aspect-[16/9] w-full border-b object-cover" data-testid="post-card-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-6">
        <PostTags tags={post.tags} />
        <h2 className="text-xl leading-snug font-semibold">
          {/* No viewport prefetch of every card's article (issue 9): it loads on click, from the cache. */}
          <Link href={`/blog/${post.slug}`} prefetch={false} className="hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <PostMeta author={author} publishedAt={post.publishedAt} content={post.content} />
        <p className="text-muted-foreground line-clamp-3">{postExcerpt(post)}</p>
        <Link
          href={`/blog/${post.slug}`}
          prefetch={false}
          className="text-primary dark:text-[color-mix(in_oklab,var(--primary),white_45%)] mt-auto inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
