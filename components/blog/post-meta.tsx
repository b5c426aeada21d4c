import { Calendar, Clock, FileText, User } from "lucide-react";
import { formatPostDate } from "@/lib/blog/format";
import { readingTimeLabel, wordCountLabel } from "@/lib/blog/reading-time";

/** Author, date ('Unknown date' when missing), reading time and, on the article, word count. */
export function PostMeta({ author, publishedAt, content, showWords = false }: { author: string; publishedAt: Date | null; content: string; showWords?: boolean }) {
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
      {showWords ? (
        <span className="inline-flex items-center gap-1.5" data-testid="word-count">
          <FileText className="size-4" aria-hidden />
          {wordCountLabel(content)}
        </span>
      ) : null}
    </div>
  );
}
