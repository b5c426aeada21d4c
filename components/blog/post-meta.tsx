import { Calendar, Clock, User } from "lucide-react";
import { formatPostDate } from "@/lib/blog/format";
import { readingTimeLabel } from "@/lib/blog/reading-time";

/** Author, date ('Unknown date' when missing) and reading time of a post. */
export function PostMeta({ author, publishedAt, content }: { author: string; publishedAt: Date | null; content: string }) {
  return (
    <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1.5">
        <User className="size-4" aria-hidden />
        {author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="size-4" aria-hidden />
        {publishedAt ? <time dateTime={publishedAt.toISOString()}>{formatPostDate(publishedAt)}</time> : formatPostDate(null)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {readingTimeLabel(content)}
      </span>
    </div>
  );
}
