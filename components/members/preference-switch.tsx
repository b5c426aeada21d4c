"use client";

import { useState } from "react";
import { postJson } from "@/components/forms/form-kit";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { name: "suggestionUpdates" | "followOnVote" | "ideaUpdates"; label: string; hint: string; initial: boolean };

/** One e-mail preference, saved as soon as it is switched (POST /api/account/preferences). */
export function PreferenceSwitch({ name, label, hint, initial }: Props) {
  const [on, setOn] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function change(next: boolean) {
    setState({ busy: true, error: null });
    const result = await postJson<{ preferences: Record<string, boolean> }>("/api/account/preferences", { [name]: next });
    if (result.ok) {
      setOn(result.data.preferences[name] ?? next);
      setState({ busy: false, error: null });
    } else setState({ busy: false, error: result.message ?? "We could not save that. Please try again." });
  }

  return <PreferenceRow id={`preference-${name}`} label={label} hint={hint} checked={on} disabled={state.busy} error={state.error} onChange={change} />;
}

type RowProps = { id: string; label: string; hint: string; checked: boolean; disabled: boolean; error?: string | null; onChange: (on: boolean) => void };

/** A labelled switch with its hint (and error): one e-mail preference or newsletter topic. */
export function PreferenceRow({ id, label, hint, checked, disabled, error, onChange }: RowProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-1 h-6 w-11 data-[state=unchecked]:bg-muted-foreground/40 dark:data-[state=unchecked]:bg-muted-foreground/50 [&>span]:size-5" />
    </div>
  );
}
