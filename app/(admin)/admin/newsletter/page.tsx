import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { NewsletterScreen } from "@/components/admin/newsletter/newsletter-screen";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

// /admin/newsletter: write, test, send or schedule issues, and see what became of them.
export default async function AdminNewsletterPage() {
  const admin = await requireAdminPage();
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <NewsletterScreen username={admin.username} />
      </AdminShell>
    </>
  );
}
