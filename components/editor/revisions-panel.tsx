"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { DateTime, useFormatDate } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { adminFetch } from "@/components/admin/api";
import { diffSiteValues, type ElementChange } from "@/lib/site/diff";
import { editorLabel } from "@/lib/site/labels";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";
import { ChangeList } from "./change-list";

export type RevisionSummary = { id: number; changed: string[]; restoredFrom: number | null; createdBy: string | null; createdAt: string };
type Values = Record<string, string>;

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

/** One revision's full values (custom CSS under "custom-css"). */
export async function fetchRevisionValues(id: number): Promise<Values> {
  const { revision } = await adminFetch<{ revision: { elements: Values; customCss: string } }>(`/api/admin/visual-editor/revisions/${id}`);
  return { ...revision.elements, [CUSTOM_CSS_ID]: revision.customCss };
}

/** Two revisions side by side: what changed from the first to the second. */
function CompareRevisions({ revisions }: { revisions: RevisionSummary[] }) {
  const [from, setFrom] = useState(String(revisions[1]?.id ?? revisions[0]?.id ?? ""));
  const [to, setTo] = useState(String(revisions[0]?.id ?? ""));
  const [changes, setChanges] = useState<ElementChange[] | null>(null);
  const format = useFormatDate();
  if (revisions.length < 2) return null;

  async function compare() {
    try {
      const [a, b] = await Promise.all([fetchRevisionValues(Number(from)), fetchRevisionValues(Number(to))]);
      setChanges(diffSiteValues(a, b));
    } catch (error) {
      toast.error("Failed to compare the revisions", { description: (error as Error).message });
    }
  }
  const select = (label: string, value: string, set: (v: string) => void) => (
    <label className="flex flex-col gap-1 text-xs">
      {label}
      <select className="border-input bg-background h-8 rounded-md border px-2 text-sm" value={value} onChange={(e) => (set(e.target.value), setChanges(null))}>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            #{r.id} · {format(r.createdAt, "dateTime")}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-label="Compare revisions" className="space-y-2 rounded-md border p-2">
      <div className="grid grid-cols-2 gap-2">
        {select("Compare revision", from, setFrom)}
        {select("with revision", to, setTo)}
      </div>
      <Button size="sm" variant="outline" onClick={() => void compare()}>
        Show changes
      </Button>
      {changes ? <ChangeList changes={changes} label={`Changes from revision ${from} to revision ${to}`} /> : null}
    </section>
  );
}

/** Saved revisions, newest first: time and what changed, with compare, preview and restore. */
export function RevisionsPanel({ revisions, previewingId, onPreview, onRestore }: Props) {
  if (!revisions.length) return <p className="text-muted-foreground text-sm">No saved revisions yet. The site shows its defaults.</p>;
  return (
    <div className="space-y-3">
      <CompareRevisions revisions={revisions} />
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
    </div>
  );
}
