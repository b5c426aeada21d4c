"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch, RequestError } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONFIRM_HOURS_RANGE } from "@/lib/validation/admin";

/** How long new confirmation links stay valid (program_settings.confirmHours). */
export function ConfirmWindowForm({ hours, onSaved }: { hours: number; onSaved: () => void }) {
  const [value, setValue] = useState(String(hours));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await adminFetch("/api/admin/testers/settings", { method: "PATCH", body: { confirmHours: Number(value) } });
      toast.success(`Confirmation links now stay valid for ${Number(value)} hours`);
      setError(null);
      onSaved();
    } catch (e) {
      setError(e instanceof RequestError ? (e.fields?.confirmHours ?? e.message) : "Failed to save the setting");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label="Confirmation window">
      <div className="space-y-1">
        <Label htmlFor="confirm-hours">Confirmation links valid for (hours)</Label>
        <Input
          id="confirm-hours"
          type="number"
          inputMode="numeric"
          min={CONFIRM_HOURS_RANGE.min}
          max={CONFIRM_HOURS_RANGE.max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirm-hours-error" : undefined}
          className="w-28"
        />
      </div>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? "Saving..." : "Save"}
      </Button>
      {error && (
        <p id="confirm-hours-error" role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
