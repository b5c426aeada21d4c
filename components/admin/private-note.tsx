"use client";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_ADMIN_NOTE_LENGTH } from "@/lib/validation/admin";

/** The admin's note on an entry: saved with it, never shown or sent to the submitter. */
export function PrivateNote({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Private note</Label>
      <Textarea id={id} rows={2} maxLength={MAX_ADMIN_NOTE_LENGTH} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Only you see this: it is never shown or sent to the submitter.
      </p>
    </div>
  );
}
