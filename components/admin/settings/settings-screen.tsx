"use client";

import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { AccountTab } from "@/components/admin/settings/account-tab";
import { ActivityTab, type ActivityEntry } from "@/components/admin/settings/activity-tab";
import { SecurityTab } from "@/components/admin/settings/security-tab";
import { SessionsTab } from "@/components/admin/settings/sessions-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SessionEntry } from "@/lib/admin/sessions";

type Props = { username: string; activity: ActivityEntry[]; sessions: SessionEntry[]; sessionLifetime: string };

export function SettingsScreen({ username, activity, sessions, sessionLifetime }: Props) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Admin Settings" username={username} />
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Tabs defaultValue="account">
          <TabsList>
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="sessions">Sessions</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="account">
            <AccountTab username={username} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
          <TabsContent value="sessions">
            <SessionsTab initial={sessions} lifetime={sessionLifetime} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab initial={activity} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
