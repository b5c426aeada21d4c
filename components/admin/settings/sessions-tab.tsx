"use client";

import { LogOut, MonitorSmartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { useClearAdminState } from "@/components/admin/admin-shell";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { FormMessage, type Message } from "@/components/admin/settings/form-message";
import { DateTime } from "@/components/format/date-format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionEntry } from "@/lib/admin/sessions";

/** The admin's live sessions (refreshed each time the tab opens), one-by-one sign-out and "Sign out everywhere". */
export function SessionsTab({ initial, lifetime }: { initial: SessionEntry[]; lifetime: string }) {
  const clear = useClearAdminState();
  const [sessions, setSessions] = useState(initial);
  const [message, setMessage] = useState<Message>(null);
  useEffect(() => {
    adminFetch<{ sessions: SessionEntry[] }>("/api/admin/sessions")
      .then((r) => setSessions(r.sessions))
      .catch(() => undefined); // keep what the page rendered
  }, []);

  async function revoke(id: string) {
    setMessage(null);
    try {
      await adminFetch(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
      setSessions((list) => list.filter((s) => s.id !== id));
      setMessage({ kind: "success", text: "Session signed out" });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : "Could not sign out the session" });
    }
  }

  async function signOutEverywhere() {
    setMessage(null);
    try {
      await adminFetch("/api/admin/sessions", { method: "DELETE" });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : "Could not sign out everywhere" });
      return;
    }
    // This session ended too: the same way out as Logout.
    clear();
    window.location.replace("/admin");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sessions</h2>
        </CardTitle>
        <CardDescription>Where you are signed in. A session ends at logout, or {lifetime} after sign-in at the latest.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-md border" aria-label="Active sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-center" data-testid="session-entry">
              <div className="flex min-w-0 flex-1 gap-3">
                <MonitorSmartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {s.browser}
                    {s.current && <Badge variant="secondary">This session</Badge>}
                  </p>
                  <p className="break-all text-muted-foreground">{s.address}</p>
                  <p className="text-muted-foreground">
                    Started <DateTime value={s.createdAt} />
                  </p>
                  <p className="text-muted-foreground">
                    Last seen <DateTime value={s.lastSeenAt} />
                  </p>
                </div>
              </div>
              {!s.current && (
                <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => revoke(s.id)} aria-label={`Sign out ${s.browser}, ${s.address}`}>
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        <FormMessage message={message} />
        <ConfirmButton
          title="Sign out everywhere?"
          description="Every session ends, this one included. You will need to sign in again."
          confirmLabel="Sign out everywhere"
          onConfirm={signOutEverywhere}
          size="default"
        >
          <LogOut aria-hidden />
          Sign out everywhere
        </ConfirmButton>
      </CardContent>
    </Card>
  );
}
