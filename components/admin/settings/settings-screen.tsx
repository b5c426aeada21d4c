"use client";

import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { NotificationsTab } from "@/components/admin/notifications/notifications-tab";
import { AccountTab } from "@/components/admin/settings/account-tab";
import { ActivityTab, type ActivityEntry } from "@/components/admin/settings/activity-tab";
import { ProfileTab, type AuthorProfile } from "@/components/admin/settings/profile-tab";
import { AnalyticsShares } from "@/components/admin/settings/analytics-shares";
import { ReportsTab } from "@/components/admin/settings/reports-tab";
import { SecurityTab } from "@/components/admin/settings/security-tab";
import { SessionsTab } from "@/components/admin/settings/sessions-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SessionEntry } from "@/lib/admin/sessions";

type Props = {
  username: string;
  activity: ActivityEntry[];
  sessions: SessionEntry[];
  sessionLifetime: string;
  profile: AuthorProfile;
  fallbackAuthor: string;
  /** The tab a link opened (?tab=), e.g. the weekly report's "change these reports". */
  tab?: string;
};

const SETTINGS_TABS = ["account", "profile", "security", "sessions", "activity", "notifications", "reports"];

export function SettingsScreen({ username, activity, sessions, sessionLifetime, profile, fallbackAuthor, tab }: Props) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Admin Settings" username={username} />
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Tabs defaultValue={tab && SETTINGS_TABS.includes(tab) ? tab : "account"}>
          {/* Wraps on a phone: seven tabs are wider than 390 px. */}
          <TabsList className="h-auto max-w-full flex-wrap justify-start">
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="sessions">Sessions</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
            <TabsTrigger value="reports">Reports</TabsTrigger>
          </TabsList>
          <TabsContent value="account">
            <AccountTab username={username} />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab profile={profile} fallbackName={fallbackAuthor} />
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
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
          <TabsContent value="reports" className="space-y-4">
            <ReportsTab />
            <AnalyticsShares />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
