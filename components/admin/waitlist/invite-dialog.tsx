"use client";

import { useState } from "react";
import { adminFetch, RequestError } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { MAX_INVITE_BATCH } from "@/lib/validation/waitlist-admin";

type Mode = "cap" | "codes";
type Outcome = { invited: { email: string }[]; cap: number | null };

const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: "codes", label: "Send invite codes", hint: "Each gets an e-mail with a code that takes a tester slot when accepted before it expires; one reminder goes the day before." },
  { value: "cap", label: "Raise the cap", hint: "Each gets a tester slot now, the cap goes up by as many, and the welcome e-mail goes out." },
];

/** "Invite the next N" (no selection) or "Invite selected", in the mode chosen here. */
export function InviteDialog({ selected, onClose, onDone }: { selected: string[] | null; onClose: () => void; onDone: () => void }) {
  const [count, setCount] = useState("10");
  const [mode, setMode] = useState<Mode>("codes");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const body = selected ? { mode, memberIds: selected } : { mode, count: Number(count) };
      const outcome = await adminFetch<Outcome>("/api/admin/waitlist/invite", { body });
      const n = outcome.invited.length;
      toast.success(mode === "cap" ? `${n} invited with a tester slot each; the cap is now ${outcome.cap ?? "unchanged"}` : `${n} invite ${n === 1 ? "code" : "codes"} sent`);
      onDone();
      onClose();
    } catch (e) {
      setError(e instanceof RequestError ? (e.fields?.count ?? e.fields?.memberIds ?? e.message) : "Failed to send the invites");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={send} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{selected ? `Invite ${selected.length} selected` : "Invite the next in line"}</DialogTitle>
            <DialogDescription>Members are invited in their place order; anyone no longer waiting is passed over.</DialogDescription>
          </DialogHeader>
          {!selected && (
            <div className="space-y-1">
              <Label htmlFor="invite-count">How many</Label>
              <Input id="invite-count" type="number" inputMode="numeric" min={1} max={MAX_INVITE_BATCH} value={count} onChange={(e) => setCount(e.target.value)} className="w-28" />
            </div>
          )}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">How</legend>
            {MODES.map((m) => (
              <label key={m.value} className="flex items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
                <input type="radio" name="invite-mode" value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} className="mt-0.5 size-4" />
                <span>
                  <span className="font-medium">{m.label}</span>
                  <span className="block text-xs text-muted-foreground">{m.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Inviting..." : "Invite"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
