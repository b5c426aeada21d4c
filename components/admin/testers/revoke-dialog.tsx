"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch, RequestError } from "@/components/admin/api";
import type { TesterItem } from "@/components/admin/types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_REVOKE_REASON } from "@/lib/validation/admin";

/** Revoke a tester: the reason is required and recorded; freeing the slot is the admin's choice. */
export function RevokeDialog({
  tester,
  onClose,
  onDone,
}: {
  tester: TesterItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState("");
  const [freeSlot, setFreeSlot] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const who = tester.slot === null ? tester.email : `#${tester.slot}`;

  async function revoke() {
    if (!reason.trim()) return setError("A reason is required");
    setSaving(true);
    try {
      await adminFetch(`/api/admin/testers/${tester.id}/revoke`, { body: { reason, freeSlot } });
      toast.success(`Tester ${who} revoked${freeSlot ? "; the slot is free again" : ""}`);
      onDone();
      onClose();
    } catch (e) {
      const message =
        e instanceof RequestError ? (e.fields?.reason ?? e.message) : "Failed to revoke the tester";
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke tester {who}</DialogTitle>
          <DialogDescription>
            {tester.email}. The terms allow revoking rewards for abuse. Your name, the time and the
            reason are recorded.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1">
          <Label htmlFor="revoke-reason">Reason (required)</Label>
          <Textarea
            id="revoke-reason"
            rows={3}
            maxLength={MAX_REVOKE_REASON}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "revoke-error" : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="revoke-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        {tester.slot !== null && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={freeSlot}
              onChange={(e) => setFreeSlot(e.target.checked)}
              className="mt-0.5 size-4"
            />
            <span>
              Free slot #{tester.slot} for the next person
              <span className="block text-xs text-muted-foreground">
                Unticked, the slot stays taken and the programme keeps one spot fewer.
              </span>
            </span>
          </label>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={revoke} disabled={saving}>
            {saving ? "Revoking..." : "Revoke Tester"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
