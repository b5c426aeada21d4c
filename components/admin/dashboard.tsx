"use client";

import { useQuery } from "@tanstack/react-query";
import { AdminHeader } from "@/components/admin/admin-header";
import { adminFetch } from "@/components/admin/api";
import { AnalyticsTab } from "@/components/admin/analytics-tab";
import { ContactTab } from "@/components/admin/contact-tab";
import { DashboardActions } from "@/components/admin/dashboard-actions";
import { FeedbackTab } from "@/components/admin/feedback-tab";
import { OverviewTab } from "@/components/admin/overview-tab";
import { SuggestionsTab } from "@/components/admin/suggestions-tab";
import { useTabParam } from "@/components/admin/use-tab-param";
import type { Overview } from "@/components/admin/types";
import { adminKey } from "@/components/query/queries";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const TABS = ["overview", "feedback", "suggestions", "contact", "analytics"] as const;

/** The dashboard after login: actions and the five tabs. Data comes from the admin calls. */
export function Dashboard({ username }: { username: string }) {
  const [tab, selectTab] = useTabParam(TABS, "overview");
  const { data: overview, isError: failed } = useQuery({ queryKey: adminKey("overview"), queryFn: () => adminFetch<Overview>("/api/admin/overview") });

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Admin Dashboard" username={username} />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        {failed && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            Failed to load dashboard data
          </p>
        )}
        {overview && <DashboardActions liveCount={overview.liveCount} />}
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="feedback">Feedback</TabsTrigger>
            <TabsTrigger value="suggestions">Feature Requests</TabsTrigger>
            <TabsTrigger value="contact">Contact Forms</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">{overview ? <OverviewTab overview={overview} /> : !failed && <Skeleton className="h-48 w-full" />}</TabsContent>
          <TabsContent value="feedback">
            <FeedbackTab />
          </TabsContent>
          <TabsContent value="suggestions">
            <SuggestionsTab />
          </TabsContent>
          <TabsContent value="contact">
            <ContactTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
