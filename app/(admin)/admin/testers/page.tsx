import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { TestersScreen } from "@/components/admin/testers/testers-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Early Testers", robots: { index: false, follow: false } };

// /admin/testers: the early-tester cohort. Anonymous visitors are sent to /admin.
export default async function AdminTestersPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <TestersScreen username={admin.username} />
      </AdminShell>
    </>
  );
}
