import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";
import { recentActivity } from "@/lib/admin/settings";
import { requireAdminPage } from "@/lib/auth/session";
import { fallbackAuthorName } from "@/lib/blog/author";
import { getAuthorProfile } from "@/lib/data/admin";
import { getSiteContent } from "@/lib/data/site";
import { text } from "@/lib/site/elements";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Settings", robots: { index: false, follow: false } };

// /admin/settings: account, security and activity. Anonymous visitors are sent to /admin.
export default async function AdminSettingsPage() {
  const admin = await requireAdminPage();
  const [activity, profile, content] = await Promise.all([recentActivity(), getAuthorProfile(), getSiteContent()]);
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <SettingsScreen
          username={admin.username}
          activity={activity}
          profile={profile ?? { displayName: "", bio: "", avatar: null }}
          fallbackAuthor={fallbackAuthorName(text(content, "site-title"))}
        />
      </AdminShell>
    </>
  );
}
