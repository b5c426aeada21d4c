import Link from "next/link";
import { PostCard, type PostCardData } from "@/components/blog/post-card";

/** Cards in a responsive grid (the blog list, tag pages, the author page, related posts). */
export function PostGrid({ posts, author, className = "sm:grid-cols-2 lg:grid-cols-3" }: { posts: (PostCardData & { id: string })[]; author: string; className?: string }) {
  return (
    <div className={`grid gap-6 ${className}`}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} author={author} />
      ))}
    </div>
  );
}

/** "Newer articles · Page n of m · Older articles" under a paginated list. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} prefetch={false} className="underline underline-offset-4">
          Newer articles
        </Link>
      ) : null}
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} prefetch={false} className="underline underline-offset-4">
          Older articles
        </Link>
      ) : null}
    </nav>
  );
}
