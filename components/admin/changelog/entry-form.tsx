"use client";

import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch, RequestError } from "@/components/admin/api";
import { SuggestionStatusBadge } from "@/components/admin/badges";
import type { ChangelogItem, LinkableSuggestion } from "@/components/admin/changelog/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CHANGELOG_BODY_MAX, CHANGELOG_TITLE_MAX } from "@/lib/validation/changelog";
import { SUGGESTION_STATUS_LABELS } from "@/lib/validation/suggestion";

const today = () => new Date().toISOString().slice(0, 10);

/** Creates or edits an entry: title, date, markdown body and the suggestions it ships. */
export function EntryForm({ entry, suggestions, onDone }: { entry: ChangelogItem | null; suggestions: LinkableSuggestion[]; onDone: (saved: boolean) => void }) {
  const [title, setTitle] = useState(entry?.title ?? "");
  const [date, setDate] = useState(entry?.date.slice(0, 10) ?? today());
  const [body, setBody] = useState(entry?.body ?? "");
  const [linked, setLinked] = useState<Set<string>>(() => new Set(entry?.suggestions.map((s) => s.suggestion.id) ?? []));
  const [filter, setFilter] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // The entry's own links first (they may be older than the picker's newest 200).
  const options = useMemo(() => {
    const own = entry?.suggestions.map((s) => s.suggestion) ?? [];
    const all = [...own, ...suggestions.filter((s) => !own.some((o) => o.id === s.id))];
    const q = filter.trim().toLowerCase();
    return q ? all.filter((s) => `${s.name} ${s.publicTitle}`.toLowerCase().includes(q)) : all;
  }, [entry, suggestions, filter]);

  const toggle = (id: string) =>
    setLinked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const payload = { title, body, date, suggestionIds: [...linked] };
      if (entry) await adminFetch(`/api/admin/changelog/${entry.id}`, { method: "PUT", body: payload });
      else await adminFetch("/api/admin/changelog", { method: "POST", body: payload });
      toast.success(entry ? "Changelog entry saved" : "Changelog entry created");
      onDone(true);
    } catch (e) {
      if (e instanceof RequestError && e.fields) setErrors(e.fields);
      toast.error(e instanceof Error ? e.message : "Failed to save changelog entry");
    } finally {
      setSaving(false);
    }
  }

  const error = (field: string) =>
    errors[field] ? (
      <p id={`cl-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": `cl-${field}-error` } : {});

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{entry ? "Edit entry" : "New entry"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <div className="space-y-1">
            <Label htmlFor="cl-title">Title</Label>
            <Input id="cl-title" maxLength={CHANGELOG_TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} {...invalid("title")} />
            {error("title")}
          </div>
          <div className="space-y-1">
            <Label htmlFor="cl-date">Date</Label>
            <Input id="cl-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} {...invalid("date")} />
            {error("date")}
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="cl-body">What changed (markdown, like blog posts)</Label>
          <Textarea id="cl-body" rows={8} maxLength={CHANGELOG_BODY_MAX} className="font-mono text-sm" value={body} onChange={(e) => setBody(e.target.value)} {...invalid("body")} />
          {error("body")}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Suggestions it ships ({linked.size})</legend>
          <p className="text-xs text-muted-foreground">Publishing marks them shipped and e-mails their submitters who asked to hear about them, once.</p>
          <Input aria-label="Filter suggestions" placeholder="Filter suggestions..." value={filter} onChange={(e) => setFilter(e.target.value)} />
          <ul className="max-h-60 divide-y overflow-y-auto rounded-md border">
            {options.length === 0 && <li className="p-3 text-sm text-muted-foreground">No feature requests.</li>}
            {options.map((s) => (
              <li key={s.id}>
                <label className="flex cursor-pointer items-center gap-3 p-2 text-sm hover:bg-muted/50">
                  <input type="checkbox" className="size-4" checked={linked.has(s.id)} onChange={() => toggle(s.id)} />
                  <span className="min-w-0 flex-1">
                    {s.name}
                    {s.isPublic && s.publicTitle !== s.name ? <span className="text-muted-foreground"> (public: {s.publicTitle})</span> : null}
                  </span>
                  <SuggestionStatusBadge status={s.status} label={SUGGESTION_STATUS_LABELS[s.status]} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : entry ? "Save Entry" : "Create Entry"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
