import { FileText } from "lucide-react";

/** The list's empty states (spec): filtered or not. */
export function BlogEmptyState({ filtering }: { filtering: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <FileText className="text-muted-foreground size-10" aria-hidden />
      <h2 className="text-xl font-semibold">No articles found</h2>
      <p className="text-muted-foreground">
        {filtering ? "Try adjusting your search or filter criteria" : "Check back soon for new content!"}
      </p>
    </div>
  );
}
