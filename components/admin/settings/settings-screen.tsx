"use client";

import { AdminHeader } from "@/components/admin/admin-header";
import { BackToDashboard } from "@/components/admin/back-to-dashboard";
import { LogoutButton } from "@/components/admin/logout-button";
import { AccountTab } from "@/components/admin/settings/account-tab";
import { ActivityTab, type ActivityEntry } from "@/components/admin/settings/activity-tab";
import { SecurityTab } from "@/components/admin/settings/security-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export function SettingsScreen({ username, activity }: { username: string; activity: ActivityEntry[] }) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Admin Settings" username={username}>
        <BackToDashboard />
        <LogoutButton />
      </AdminHeader>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Tabs defaultValue="account">
          <TabsList>
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="account">
            <AccountTab username={username} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab initial={activity} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
