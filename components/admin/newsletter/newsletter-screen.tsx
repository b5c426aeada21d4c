"use client";

import { useCallback, useEffect, useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { IssueComposer } from "@/components/admin/newsletter/issue-composer";
import { IssueList } from "@/components/admin/newsletter/issue-list";
import type { NewsletterOverview } from "@/components/admin/newsletter/types";
import { WelcomeSettings } from "@/components/admin/newsletter/welcome-settings";
import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { countOf } from "@/lib/format/plural";

/** /admin/newsletter: subscribers per topic, a new issue, the issues with their figures, the welcome e-mail. */
export function NewsletterScreen({ username }: { username: string }) {
  const [data, setData] = useState<NewsletterOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let cancelled = false;
    adminFetch<NewsletterOverview>("/api/admin/newsletter")
      .then((overview) => !cancelled && (setData(overview), setFailed(false)))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [version]);

  return (
    <div className="bg-muted/30 min-h-screen">
      <AdminSubpageHeader title="Newsletter" username={username} />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        {failed && (
          <p role="alert" className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm">
            Failed to load the newsletter
          </p>
        )}
        {!data && !failed && <Skeleton className="h-64 w-full" />}
        {data ? (
          <>
            <p className="text-muted-foreground text-sm" data-testid="newsletter-subscribers">
              {data.topics.map((t) => `${t.name}: ${countOf(t.subscribers, "subscriber")}`).join(" · ")}
            </p>
            <IssueComposer overview={data} onSent={load} />
            <Card>
              <CardHeader className="flex flex-row items-center justify-between gap-2">
                <CardTitle>
                  <h2>Issues</h2>
                </CardTitle>
                <Button variant="outline" size="sm" onClick={load}>
                  Refresh
                </Button>
              </CardHeader>
              <CardContent>
                <IssueList issues={data.issues} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Topics and welcome e-mail</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <WelcomeSettings overview={data} />
              </CardContent>
            </Card>
          </>
        ) : null}
      </main>
    </div>
  );
}
