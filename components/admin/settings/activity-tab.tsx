"use client";

import { useEffect, useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { DateTime } from "@/components/format/date-format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export type ActivityEntry = { id: string; action: string; detail: string; createdAt: string };

/** The latest 10 entries, newest first; refreshed each time the tab opens. */
export function ActivityTab({ initial }: { initial: ActivityEntry[] }) {
  const [entries, setEntries] = useState(initial);
  useEffect(() => {
    adminFetch<{ activity: ActivityEntry[] }>("/api/admin/settings/activity")
      .then((r) => setEntries(r.activity))
      .catch(() => undefined); // keep what the page rendered
  }, []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recent activity</h2>
        </CardTitle>
        <CardDescription>Logins, failed logins, logouts and setting changes.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity recorded yet</p>
        ) : (
          <ol className="divide-y">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm" data-testid="activity-entry">
                <span>{e.detail || e.action}</span>
                <time dateTime={e.createdAt} className="text-muted-foreground">
                  <DateTime value={e.createdAt} />
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
