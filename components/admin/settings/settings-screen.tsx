"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminHeader } from "@/components/admin/admin-header";
import { AccountTab } from "@/components/admin/settings/account-tab";
import { ActivityTab, type ActivityEntry } from "@/components/admin/settings/activity-tab";
import { SecurityTab } from "@/components/admin/settings/security-tab";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export function SettingsScreen({ username, activity }: { username: string; activity: ActivityEntry[] }) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Admin Settings" username={username}>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
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
