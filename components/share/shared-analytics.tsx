"use client";

import { useState } from "react";
import { AnalyticsTab, type AnalyticsSource } from "@/components/admin/analytics-tab";
import { RequestError } from "@/components/admin/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AnalyticsDashboard } from "@/lib/admin/analytics-dashboard";

/** The shared link's data call; the password, when the link has one, travels in a header, never in the address. */
async function loadShared(token: string, password: string, query: string): Promise<AnalyticsDashboard> {
  const response = await fetch(`/api/share/analytics/${encodeURIComponent(token)}?${query}`, { cache: "no-store", headers: password ? { "X-Share-Password": password } : undefined });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new RequestError(body?.error?.message ?? `Request failed (${response.status})`, response.status, body?.error?.fields);
  return body as AnalyticsDashboard;
}

/** The Analytics tab over a shared link, after its password when it has one (kept in memory only). */
export function SharedAnalytics({ token, needsPassword }: { token: string; needsPassword: boolean }) {
  const [password, setPassword] = useState<string | null>(needsPassword ? null : "");
  if (password === null) return <PasswordForm token={token} onUnlocked={setPassword} />;
  const source: AnalyticsSource = { key: `share:${token}`, load: (query) => loadShared(token, password, query) };
  return <AnalyticsTab source={source} />;
}

function PasswordForm({ token, onUnlocked }: { token: string; onUnlocked: (password: string) => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await loadShared(token, value, "days=1");
      onUnlocked(value);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Could not open the link");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto max-w-sm">
      <CardHeader>
        <CardTitle>
          <h2>Password required</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="share-password">Password</Label>
            <Input id="share-password" type="password" autoComplete="current-password" maxLength={256} value={value} aria-invalid={error !== null} aria-describedby={error ? "share-password-error" : undefined} onChange={(e) => setValue(e.target.value)} />
            {error && (
              <p id="share-password-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy || !value}>
            View analytics
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
