"use client";

import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "@/components/admin/api";
import { adminKey } from "@/components/query/queries";
import { DateTime } from "@/components/format/date-format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export type ActivityEntry = { id: string; action: string; detail: string; createdAt: string };

/** The latest 10 entries, newest first; refreshed each time the tab opens (a failed load keeps what the page rendered). */
export function ActivityTab({ initial }: { initial: ActivityEntry[] }) {
  const { data: entries = initial } = useQuery({
    queryKey: adminKey("activity"),
    queryFn: async () => (await adminFetch<{ activity: ActivityEntry[] }>("/api/admin/settings/activity")).activity,
    initialData: initial,
    staleTime: 0,
  });
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
