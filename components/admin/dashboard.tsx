"use client";

import { Newspaper, Settings } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { AdminHeader } from "@/components/admin/admin-header";
import { adminFetch } from "@/components/admin/api";
import { AnalyticsTab } from "@/components/admin/analytics-tab";
import { ContactTab } from "@/components/admin/contact-tab";
import { DashboardActions } from "@/components/admin/dashboard-actions";
import { FeedbackTab } from "@/components/admin/feedback-tab";
import { LogoutButton } from "@/components/admin/logout-button";
import { OverviewTab } from "@/components/admin/overview-tab";
import { SuggestionsTab } from "@/components/admin/suggestions-tab";
import type { Overview } from "@/components/admin/types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The dashboard after login: actions and the five tabs. Data comes from the admin calls. */
export function Dashboard({ username }: { username: string }) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let cancelled = false;
    adminFetch<Overview>("/api/admin/overview")
      .then((data) => !cancelled && (setOverview(data), setFailed(false)))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [version]);

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Admin Dashboard" username={username}>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/changelog">
            <Newspaper aria-hidden />
            Changelog
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </Button>
        <LogoutButton />
      </AdminHeader>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        {failed && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            Failed to load dashboard data
          </p>
        )}
        {overview && <DashboardActions liveCount={overview.liveCount} onChanged={refresh} />}
        <Tabs defaultValue="overview">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="feedback">Feedback</TabsTrigger>
            <TabsTrigger value="suggestions">Feature Requests</TabsTrigger>
            <TabsTrigger value="contact">Contact Forms</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">{overview ? <OverviewTab overview={overview} /> : !failed && <Skeleton className="h-48 w-full" />}</TabsContent>
          <TabsContent value="feedback">
            <FeedbackTab refreshToken={version} onChanged={refresh} />
          </TabsContent>
          <TabsContent value="suggestions">
            <SuggestionsTab refreshToken={version} onChanged={refresh} />
          </TabsContent>
          <TabsContent value="contact">
            <ContactTab refreshToken={version} onChanged={refresh} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
