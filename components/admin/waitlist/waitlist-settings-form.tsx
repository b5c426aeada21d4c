"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch, RequestError } from "@/components/admin/api";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";

type Settings = { referralBoost: number; leaderboard: boolean; inviteDays: number };
const SETTINGS_URL = "/api/admin/waitlist/settings";

function SettingsForm({ saved }: { saved: Settings }) {
  const [boost, setBoost] = useState(String(saved.referralBoost));
  const [days, setDays] = useState(String(saved.inviteDays));
  const [leaderboard, setLeaderboard] = useState(saved.leaderboard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await adminFetch(SETTINGS_URL, { method: "PUT", body: { referralBoost: Number(boost), leaderboard, inviteDays: Number(days) } });
      toast.success("Waitlist settings saved");
      setErrors({});
    } catch (e) {
      setErrors(e instanceof RequestError ? (e.fields ?? { form: e.message }) : { form: "Failed to save the settings" });
    } finally {
      setSaving(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, range: [number, number], name: keyof Settings) => (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" inputMode="numeric" min={range[0]} max={range[1]} value={value} onChange={(e) => set(e.target.value)} aria-invalid={errors[name] ? true : undefined} className="w-28" />
      {errors[name] && <p className="text-sm text-destructive">{errors[name]}</p>}
    </div>
  );
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-4" aria-label="Waitlist settings">
      {field("referral-boost", "Places up per referral", boost, setBoost, [0, 100], "referralBoost")}
      {field("invite-days", "Invite codes valid (days)", days, setDays, [1, 60], "inviteDays")}
      <label className="flex h-9 items-center gap-2 text-sm">
        <input type="checkbox" checked={leaderboard} onChange={(e) => setLeaderboard(e.target.checked)} className="size-4" />
        Public leaderboard
      </label>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? "Saving..." : "Save"}
      </Button>
      {errors.form && (
        <p role="alert" className="w-full text-sm text-destructive">
          {errors.form}
        </p>
      )}
    </form>
  );
}

/** The waitlist's settings: the referral boost, the public leaderboard, and how long invite codes hold. */
export function WaitlistSettingsCard() {
  const query = useQuery({ queryKey: adminKey("waitlist-settings"), queryFn: () => adminFetch<Settings | { settings: Settings }>(SETTINGS_URL) });
  const saved = query.data && "settings" in query.data ? query.data.settings : query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Settings</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {saved ? <SettingsForm key={JSON.stringify(saved)} saved={saved} /> : <p className="text-sm text-muted-foreground">{query.isError ? "Failed to load the settings" : "Loading..."}</p>}
      </CardContent>
    </Card>
  );
}
