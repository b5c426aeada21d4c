"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FormMessage, type Message } from "@/components/admin/settings/form-message";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function AccountTab({ username }: { username: string }) {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!value.trim()) return; // the spec: a blank username is ignored
    setSaving(true);
    try {
      const result = await adminFetch<{ changed: boolean; message: string }>("/api/admin/settings/username", { method: "POST", body: { username: value } });
      setValue("");
      if (result.changed) {
        setMessage({ kind: "success", text: result.message });
        router.refresh();
      }
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : "Failed to update username" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Account</h2>
        </CardTitle>
        <CardDescription>Your admin account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <span className="inline-flex items-center rounded-full border border-green-200 bg-green-100 px-3 py-1 text-sm font-medium text-green-800">Account Status: Active</span>
        <form onSubmit={submit} className="space-y-2">
          <Label htmlFor="settings-username">Admin username</Label>
          <div className="flex gap-2">
            <Input id="settings-username" maxLength={64} autoComplete="username" placeholder={username} value={value} onChange={(e) => setValue(e.target.value)} />
            <Button type="submit" disabled={saving}>
              Update
            </Button>
          </div>
          <FormMessage message={message} />
        </form>
      </CardContent>
    </Card>
  );
}
