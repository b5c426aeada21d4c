import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { TrashScreen } from "@/components/admin/trash-screen";
import { listTrash, TRASH_DAYS } from "@/lib/data/trash";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Trash", robots: { index: false, follow: false } };

// /admin/trash: deleted and reset entries of the last 30 days, to restore or erase. Anonymous visitors are sent to /admin.
export default async function AdminTrashPage() {
  const admin = await requireAdminPage();
  const batches = await listTrash();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <TrashScreen username={admin.username} initial={batches} keptDays={TRASH_DAYS} />
      </AdminShell>
    </>
  );
}
