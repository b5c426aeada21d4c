"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useInvalidateAdmin } from "@/components/query/queries";

export const USERNAME_BLANK = "Enter a username: a blank name is not saved.";
export const USERNAME_UNCHANGED = "That is already your username: nothing to change.";

export function AccountTab({ username }: { username: string }) {
  const router = useRouter();
  const invalidate = useInvalidateAdmin();
  const [value, setValue] = useState(username);
  const [saving, setSaving] = useState(false);

  // The spec ignores a blank name; here Update always says what happened in a toast (announced too).
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const name = value.trim();
    if (!name) return void toast.error(USERNAME_BLANK);
    if (name === username) return void toast.info(USERNAME_UNCHANGED);
    setSaving(true);
    try {
      const result = await adminFetch<{ changed: boolean; message: string; user: { username: string } }>("/api/admin/settings/username", { method: "POST", body: { username: value } });
      setValue(result.user.username);
      if (result.changed) toast.success(result.message);
      else toast.info(USERNAME_UNCHANGED);
      if (result.changed) {
        router.refresh();
        void invalidate(); // the activity list has a new line
      }
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to update username");
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
            <Input id="settings-username" maxLength={64} autoComplete="username" value={value} onChange={(e) => setValue(e.target.value)} />
            <Button type="submit" disabled={saving}>
              Update
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
