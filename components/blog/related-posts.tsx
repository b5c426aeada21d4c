import { PostGrid } from "@/components/blog/post-grid";
import { listRelatedPosts } from "@/lib/data/blog";

/** "Related articles" at the end of an article: up to 3 posts sharing its tags (none: nothing). */
export async function RelatedPosts({ post, author }: { post: { id: string; tags: string[] }; author: string }) {
  const related = await listRelatedPosts(post);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-title" className="mx-auto mt-12 max-w-5xl" data-testid="related-posts">
      <h2 id="related-posts-title" className="text-2xl font-bold tracking-tight">
        Related articles
      </h2>
      <div className="mt-6">
        <PostGrid posts={related} author={author} className="sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  );
}
