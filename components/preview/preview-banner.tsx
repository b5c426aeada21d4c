import { Eye } from "lucide-react";
import { formatSiteDate } from "@/lib/format/site-date";

/** Marks a shared preview as such, above everything else on the page. */
export function PreviewBanner({ what, expiresAt }: { what: string; expiresAt: Date }) {
  return (
    <div
      role="region"
      aria-label="Preview notice"
      className="relative z-50 border-b border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="site-container flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold">Preview</strong>
        <span>{what} This is not the live site.</span>
        <span className="opacity-80">Link expires {formatSiteDate(expiresAt, "dateTime")}.</span>
      </p>
    </div>
  );
}
