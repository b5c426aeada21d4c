import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { WaitlistScreen } from "@/components/admin/waitlist/waitlist-screen";
import { requireAdminPage } from "@/lib/auth/session";
import { WAITLIST_STATUSES, type WaitlistStatusFilter } from "@/lib/validation/waitlist-admin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Waitlist", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /admin/waitlist: the line, invites and referral review. Anonymous visitors are sent to /admin.
export default async function AdminWaitlistPage({ searchParams }: Props) {
  const admin = await requireAdminPage();
  const asked = (await searchParams).status;
  const status = WAITLIST_STATUSES.find((s) => s === asked) ?? ("waiting" satisfies WaitlistStatusFilter);
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <WaitlistScreen username={admin.username} initialStatus={status} />
      </AdminShell>
    </>
  );
}
