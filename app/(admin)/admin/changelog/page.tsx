import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { ChangelogScreen } from "@/components/admin/changelog/changelog-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Changelog", robots: { index: false, follow: false } };

// /admin/changelog: write, publish and delete /changelog entries. Anonymous visitors are sent to /admin.
export default async function AdminChangelogPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <ChangelogScreen username={admin.username} />
      </AdminShell>
    </>
  );
}
