import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { tagHref } from "@/lib/blog/urls";

/** A post's tags; each links to its tag archive page. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge asChild variant="secondary">
            <Link href={tagHref(tag)} prefetch={false}>
              {tag}
            </Link>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
