"use client";

import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { editorLabel } from "@/lib/site/labels";

export type RevisionSummary = { id: number; changed: string[]; restoredFrom: number | null; createdBy: string | null; createdAt: string };

type Props = {
  revisions: RevisionSummary[];
  previewingId: number | null;
  onPreview: (id: number) => void;
  onRestore: (id: number) => void;
};

function describe(revision: RevisionSummary) {
  const what = revision.changed.length ? revision.changed.map(editorLabel).join(", ") : "No changes";
  return revision.restoredFrom ? `Restored revision #${revision.restoredFrom}: ${what}` : what;
}

/** Saved revisions, newest first: time and what changed, with preview and restore. */
export function RevisionsPanel({ revisions, previewingId, onPreview, onRestore }: Props) {
  if (!revisions.length) return <p className="text-muted-foreground text-sm">No saved revisions yet. The site shows its defaults.</p>;
  return (
    <ol className="space-y-2" aria-label="Revisions">
      {revisions.map((revision, index) => (
        <li key={revision.id} data-revision-id={revision.id} className="rounded-md border p-2 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium">
              #{revision.id}
              {index === 0 ? " (live)" : ""}
            </span>
            <span className="text-muted-foreground text-xs">
              <DateTime value={revision.createdAt} />
            </span>
          </div>
          <p className="text-muted-foreground mt-1 line-clamp-3 text-xs">{describe(revision)}</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="outline" aria-pressed={previewingId === revision.id} onClick={() => onPreview(revision.id)} aria-label={`Preview revision ${revision.id}`}>
              Preview
            </Button>
            {index > 0 ? (
              <Button size="sm" variant="secondary" onClick={() => onRestore(revision.id)} aria-label={`Restore revision ${revision.id}`}>
                Restore
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
