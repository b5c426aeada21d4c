"use client";

import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FormMessage, type Message } from "@/components/admin/settings/form-message";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RESET_CONFIRM_TEXT } from "@/lib/validation/admin";

/** The danger zone: the spec's confirm text plus the current password, then a reload. */
export function ResetDefaults() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<Message>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reset(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const result = await adminFetch<{ generatedPassword: string | null }>("/api/admin/settings/reset", { method: "POST", body: { currentPassword: password } });
      setPassword("");
      if (result.generatedPassword) setGenerated(result.generatedPassword);
      else window.location.reload();
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : "Reset failed" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-destructive">
            <TriangleAlert aria-hidden className="size-4" />
            Danger zone
          </h2>
        </CardTitle>
        <CardDescription>Restore the default username and password and clear the activity history.</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={(o) => (setOpen(o), setMessage(null), setPassword(""))}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Reset to Defaults</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            {generated ? (
              <>
                <AlertDialogHeader>
                  <AlertDialogTitle>Settings reset</AlertDialogTitle>
                  <AlertDialogDescription>No default password is configured, so a new one was generated. It is shown only this once: keep it now.</AlertDialogDescription>
                </AlertDialogHeader>
                <code className="rounded bg-muted p-2 text-center font-mono text-sm select-all" data-testid="generated-password">
                  {generated}
                </code>
                <AlertDialogFooter>
                  <Button onClick={() => window.location.reload()}>I have saved it</Button>
                </AlertDialogFooter>
              </>
            ) : (
              <form onSubmit={reset} className="space-y-4">
                <AlertDialogHeader>
                  <AlertDialogTitle>Reset to defaults</AlertDialogTitle>
                  <AlertDialogDescription>{RESET_CONFIRM_TEXT}</AlertDialogDescription>
                </AlertDialogHeader>
                <div className="space-y-1">
                  <Label htmlFor="reset-password">Current password</Label>
                  <Input id="reset-password" type="password" autoComplete="current-password" maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
                </div>
                <FormMessage message={message} />
                <AlertDialogFooter>
                  <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                  <Button type="submit" variant="destructive" disabled={!password || busy}>
                    Reset
                  </Button>
                </AlertDialogFooter>
              </form>
            )}
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
