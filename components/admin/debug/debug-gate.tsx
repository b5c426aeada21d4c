"use client";

import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The debug page's gate: the admin's own password, checked on the server (POST /api/admin/gate). */
export function DebugGate() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/admin/gate", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password }),
      });
      setPassword("");
      if (response.ok) {
        toast.success("Access granted");
        router.refresh();
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      // The spec's debug-gate text for a wrong password; other failures (429) say what happened.
      setError(response.status === 401 ? "Invalid password" : (body?.error?.message ?? `${response.status}: ${response.statusText}`));
    } catch {
      setError("Connection error. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Lock aria-hidden className="size-4" /> Debug access
          </h2>
        </CardTitle>
        <CardDescription>Enter your admin password to run the checks.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <Label htmlFor="debug-password">Password</Label>
          <Input id="debug-password" type="password" autoComplete="current-password" maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={!password || busy}>
            Unlock
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
