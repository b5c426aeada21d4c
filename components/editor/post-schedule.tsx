"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** datetime-local values (the admin's time zone); "" means no schedule. */
export type PostScheduleFields = { publishAt: string; unpublishAt: string };
export type ServerSchedule = { publishAt: string | null; unpublishAt: string | null } | undefined;

const pad = (n: number) => String(n).padStart(2, "0");
/** An ISO time as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const scheduleFields = (schedule: ServerSchedule): PostScheduleFields => ({ publishAt: toLocalInput(schedule?.publishAt), unpublishAt: toLocalInput(schedule?.unpublishAt) });

const toIso = (value: string) => (value ? (Number.isNaN(new Date(value).getTime()) ? value : new Date(value).toISOString()) : null);
/** The body's schedule: ISO times, or null to cancel. */
export const scheduleBody = (fields: PostScheduleFields) => ({ publishAt: toIso(fields.publishAt), unpublishAt: toIso(fields.unpublishAt) });

/** Publish and unpublish times of a post: a future time waits, a past one acts on save. */
export function PostScheduleInputs({ value, onChange }: { value: PostScheduleFields; onChange: (key: keyof PostScheduleFields, value: string) => void }) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="text-muted-foreground mb-1 text-xs">Schedule (optional): the post publishes or unpublishes itself at that time.</legend>
      <div className="space-y-1">
        <Label htmlFor="post-publish-at">Publish at</Label>
        <Input id="post-publish-at" type="datetime-local" value={value.publishAt} onChange={(e) => onChange("publishAt", e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="post-unpublish-at">Unpublish at</Label>
        <Input id="post-unpublish-at" type="datetime-local" value={value.unpublishAt} onChange={(e) => onChange("unpublishAt", e.target.value)} />
      </div>
    </fieldset>
  );
}
