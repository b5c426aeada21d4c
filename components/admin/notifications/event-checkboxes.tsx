"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { EVENT_KINDS, EVENT_LABELS, type EventKind } from "@/lib/validation/notifications";

/** The events a webhook receives, as a group of checkboxes (`idPrefix` keeps ids unique per endpoint). */
export function EventCheckboxes({ idPrefix, value, onChange, error }: { idPrefix: string; value: EventKind[]; onChange: (events: EventKind[]) => void; error?: string }) {
  const toggle = (kind: EventKind, on: boolean) => onChange(on ? EVENT_KINDS.filter((k) => k === kind || value.includes(k)) : value.filter((k) => k !== kind));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="text-sm font-medium">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EVENT_KINDS.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <Checkbox id={`${idPrefix}-${kind}`} checked={value.includes(kind)} onCheckedChange={(on) => toggle(kind, on === true)} />
            <Label htmlFor={`${idPrefix}-${kind}`} className="font-normal">
              {EVENT_LABELS[kind]}
            </Label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
