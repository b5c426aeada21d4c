import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { MembersScreen } from "@/components/admin/members/members-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Members", robots: { index: false, follow: false } };

// /admin/members: the members and the addresses never confirmed. Anonymous visitors are sent to /admin.
export default async function AdminMembersPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <MembersScreen username={admin.username} />
      </AdminShell>
    </>
  );
}
