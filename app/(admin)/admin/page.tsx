import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { BackForwardGuard } from "@/components/admin/back-forward-guard";
import { Dashboard } from "@/components/admin/dashboard";
import { LoginForm } from "@/components/admin/login-form";
import { getCurrentAdmin } from "@/lib/auth/session";

// Rendered per request from the session cookie: never cached (no admin data after logout).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

// /admin: the login form without a session, the dashboard with one (checked on the server).
export default async function AdminPage() {
  const admin = await getCurrentAdmin();
  if (!admin) return <LoginForm />;
  return (
    <>
      <BackForwardGuard />
      <AdminShell>
        <Dashboard username={admin.username} />
      </AdminShell>
    </>
  );
}
