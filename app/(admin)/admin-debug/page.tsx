import type { Metadata } from "next";
import { AdminHeader } from "@/components/admin/admin-header";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { DebugChecks } from "@/components/admin/debug/debug-checks";
import { DebugGate } from "@/components/admin/debug/debug-gate";
import { isGateUnlockedForPage } from "@/lib/auth/gate";
import { requireAdminPage } from "@/lib/auth/session";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Debug", robots: { index: false, follow: false } };

// /admin-debug: the session, then the server-checked password gate, then health and API checks.
export default async function AdminDebugPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdminPage();
  // Test servers only (ENABLE_TEST_ROUTES): ?crash=1 proves the crash screen end to end.
  if (env.ENABLE_TEST_ROUTES && (await searchParams).crash === "1") throw new Error("Debug page crash test");
  const unlocked = await isGateUnlockedForPage(admin);
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <div className="min-h-screen bg-muted/30">
          <AdminHeader title="Debug" username={admin.username} />
          <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">{unlocked ? <DebugChecks /> : <DebugGate />}</main>
        </div>
      </AdminShell>
    </>
  );
}
