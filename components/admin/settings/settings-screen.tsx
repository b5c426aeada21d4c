"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminHeader } from "@/components/admin/admin-header";
import { LogoutButton } from "@/components/admin/logout-button";
import { AccountTab } from "@/components/admin/settings/account-tab";
import { ActivityTab, type ActivityEntry } from "@/components/admin/settings/activity-tab";
import { ProfileTab, type AuthorProfile } from "@/components/admin/settings/profile-tab";
import { SecurityTab } from "@/components/admin/settings/security-tab";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

type Props = { username: string; activity: ActivityEntry[]; profile: AuthorProfile; fallbackAuthor: string };

export function SettingsScreen({ username, activity, profile, fallbackAuthor }: Props) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Admin Settings" username={username}>
        <Button asChild variant="outline" size="sm">
          <Link href="/admin">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <LogoutButton />
      </AdminHeader>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Tabs defaultValue="account">
          <TabsList>
            <TabsTrigger value="account">Account</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
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
          <TabsContent value="activity">
            <ActivityTab initial={activity} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
