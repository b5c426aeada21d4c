"use client";

import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PreviewLinks } from "./preview-links";
import type { DraftStatus } from "./use-draft";
import { DateTime } from "@/components/format/date-format";
import { countOf } from "@/lib/format/plural";

type Props = {
  changedCount: number;
  status: DraftStatus;
  error: string | null;
  pending: boolean;
  publishAt: Date | null;
  onDiscard: () => void;
  onSchedule: (at: string) => void;
  onCancelSchedule: () => void;
};

/** A datetime-local value (the admin's time zone) as an ISO time with its offset. */
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : "");

function statusText({ status, error, pending, changedCount }: Props) {
  if (status === "error") return `Draft not saved: ${error ?? "try again"}`;
  if (status === "partial" && !pending) return `Draft saved, except ${error}, which needs correcting`;
  if (status === "saving" || pending) return "Saving draft…";
  if (changedCount === 0) return "No unpublished changes: visitors see what you see";
  return "Draft saved";
}

/** The draft's state under the toolbar: not live yet, saved or not, scheduled, shared, discard. */
export function DraftBar(props: Props) {
  const [when, setWhen] = useState("");
  const hasDraft = props.changedCount > 0;
  return (
    <section className="bg-muted/40 flex flex-wrap items-center gap-2 border-b px-3 py-1.5 text-sm" aria-label="Draft">
      {hasDraft ? (
        <Badge variant="outline" className="border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-200">
          Draft — not live
        </Badge>
      ) : (
        <Badge variant="secondary">Live</Badge>
      )}
      <span role="status" className={props.status === "error" || props.status === "partial" ? "text-destructive" : "text-muted-foreground"}>
        {statusText(props)}
      </span>
      {props.publishAt ? (
        <span className="inline-flex items-center gap-1">
          <CalendarClock className="size-4" aria-hidden="true" />
          Publishes <DateTime value={props.publishAt} />
          <Button size="sm" variant="ghost" onClick={props.onCancelSchedule}>
            Cancel schedule
          </Button>
        </span>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {hasDraft ? (
          <form
            className="flex items-center gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              props.onSchedule(when);
            }}
          >
            <Label htmlFor="draft-publish-at" className="text-muted-foreground text-xs font-normal">
              Publish at
            </Label>
            <Input id="draft-publish-at" type="datetime-local" className="h-8 w-auto" value={when} onChange={(e) => setWhen(e.target.value)} />
            <Button type="submit" size="sm" variant="outline" disabled={!when || props.pending}>
              Schedule
            </Button>
          </form>
        ) : null}
        <PreviewLinks kind="site" />
        {hasDraft ? (
          <ConfirmButton
            variant="outline"
            title="Discard the draft?"
            description={`Your ${countOf(props.changedCount, "unpublished change")} will be lost and the editor returns to the live site. Visitors are not affected.`}
            confirmLabel="Discard draft"
            onConfirm={props.onDiscard}
          >
            Discard draft
          </ConfirmButton>
        ) : null}
      </div>
    </section>
  );
}
