import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { PostMeta } from "@/components/blog/post-meta";
import { PostTags } from "@/components/blog/post-tags";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  publishedAt: Date | null;
  content: string;
};

export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className="bg-card text-card-foreground flex flex-col gap-4 rounded-xl border p-6 shadow-sm" data-testid="post-card">
      <PostTags tags={post.tags} />
      <h2 className="text-xl leading-snug font-semibold">
        {/* No viewport prefetch of every card's article (issue 9): it loads on click, from the cache. */}
        <Link href={`/blog/${post.slug}`} prefetch={false} className="hover:text-primary">
          {post.title}
        </Link>
      </h2>
      <PostMeta author={post.author} publishedAt={post.publishedAt} content={post.content} />
      {post.excerpt ? <p className="text-muted-foreground line-clamp-3">{post.excerpt}</p> : null}
      <Link
        href={`/blog/${post.slug}`}
        prefetch={false}
        className="text-primary mt-auto inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
      >
        Read More<span className="sr-only">: {post.title}</span>
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </article>
  );
}
