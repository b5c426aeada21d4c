"use client";

import { Info } from "lucide-react";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ResetDefaults } from "@/components/admin/settings/reset-defaults";
import { FormMessage, type Message } from "@/components/admin/settings/form-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

// Passwords live only in this component's state while typed, and go only to the server.
export function SecurityTab() {
  const [fields, setFields] = useState(empty);
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);
  const complete = fields.currentPassword !== "" && fields.newPassword !== "" && fields.confirmPassword !== "";
  const bind = (name: keyof typeof empty) => ({ value: fields[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: e.target.value }) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    setSaving(true);
    try {
      const result = await adminFetch<{ message: string }>("/api/admin/settings/password", { method: "POST", body: fields });
      setFields(empty);
      setMessage({ kind: "success", text: result.message });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : "Failed to update password" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Change password</h2>
          </CardTitle>
          <CardDescription>At least 6 characters.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-3">
            <div className="space-y-1">
              <Label htmlFor="current-password">Current password</Label>
              <Input id="current-password" type="password" autoComplete="current-password" maxLength={256} {...bind("currentPassword")} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="new-password">New password</Label>
              <Input id="new-password" type="password" autoComplete="new-password" maxLength={256} {...bind("newPassword")} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="confirm-password">Confirm new password</Label>
              <Input id="confirm-password" type="password" autoComplete="new-password" maxLength={256} {...bind("confirmPassword")} />
            </div>
            <FormMessage message={message} />
            <Button type="submit" disabled={!complete || saving}>
              Update Password
            </Button>
          </form>
          <p className="mt-4 flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            Changing your password signs out your other sessions and locks the editor again; you stay signed in here.
          </p>
        </CardContent>
      </Card>
      <ResetDefaults />
    </div>
  );
}
