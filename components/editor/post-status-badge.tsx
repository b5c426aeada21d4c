"use client";

import { useFormatDate } from "@/components/format/date-format";
import type { PostSummary } from "@/components/query/queries";
import { Badge } from "@/components/ui/badge";

/**
 * "Published", "Draft", or for a draft with a pending publish time "Scheduled" and that time; a
 * published post that will be taken down says when.
 */
export function PostStatusBadge({ post }: { post: Pick<PostSummary, "status" | "schedule"> }) {
  const format = useFormatDate();
  const { publishAt, unpublishAt } = post.schedule ?? { publishAt: null, unpublishAt: null };
  if (post.status === "published") {
    return (
      <Badge variant="default" data-testid="post-status">
        {unpublishAt ? `Published · until ${format(unpublishAt, "dateTime")}` : "Published"}
      </Badge>
    );
  }
  return (
    <Badge variant={publishAt ? "outline" : "secondary"} data-testid="post-status">
      {publishAt ? `Scheduled · ${format(publishAt, "dateTime")}` : "Draft"}
    </Badge>
  );
}
