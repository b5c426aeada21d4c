import { Skeleton } from "@/components/ui/skeleton";
import { BLOG_SKELETON_CARDS } from "@/lib/config";

function PostCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border p-6" data-testid="post-card-skeleton">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="h-4 w-3/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** The spec's 6 skeleton cards, shown while the list loads. */
export function PostGridSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading articles">
      {Array.from({ length: BLOG_SKELETON_CARDS }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
