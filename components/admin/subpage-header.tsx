import { AdminHeader } from "@/components/admin/admin-header";
import { BackToDashboard } from "@/components/admin/back-to-dashboard";

/** The header of an admin page below the dashboard: its title and 'Back to Dashboard' (the shell's bar has the rest). */
export function AdminSubpageHeader({ title, username }: { title: string; username: string }) {
  return (
    <AdminHeader title={title} username={username}>
      <BackToDashboard />
    </AdminHeader>
  );
}
