import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { EraseMemberButton } from "@/components/admin/members/erase-member-button";
import { MemberDetailScreen } from "@/components/admin/members/member-detail";
import { requireAdminPage } from "@/lib/auth/session";
import { getMemberDetail } from "@/lib/data/member-detail";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Member", robots: { index: false, follow: false } };

// /admin/members/{id}: everything about one member. Anonymous visitors are sent to /admin.
export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const member = await getMemberDetail((await params).id);
  if (!member) notFound();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <MemberDetailScreen member={member} username={admin.username} actions={<EraseMemberButton id={member.id} email={member.email} />} />
      </AdminShell>
    </>
  );
}
