import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";
import { activeSessions, sessionLifetimeInWords } from "@/lib/admin/sessions";
import { recentActivity } from "@/lib/admin/settings";
import { requireAdminPage } from "@/lib/auth/session";
import { fallbackAuthorName } from "@/lib/blog/author";
import { getAuthorProfile } from "@/lib/data/admin";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Settings", robots: { index: false, follow: false } };

// /admin/settings: account, security, sessions and activity. Anonymous visitors are sent to /admin.
export default async function AdminSettingsPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const admin = await requireAdminPage();
  const [activity, sessions, profile, content, { tab }] = await Promise.all([recentActivity(), activeSessions(admin), getAuthorProfile(), getSiteContent(), searchParams]);
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <SettingsScreen
          username={admin.username}
          activity={activity}
          sessions={sessions}
          sessionLifetime={sessionLifetimeInWords()}
          profile={profile ?? { displayName: "", bio: "", avatar: null }}
          fallbackAuthor={fallbackAuthorName(text(content, "site-title"))}
          tab={typeof tab === "string" ? tab : undefined}
        />
      </AdminShell>
    </>
  );
}
