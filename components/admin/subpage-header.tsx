import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { AdminHeader } from "@/components/admin/admin-header";
import { LogoutButton } from "@/components/admin/logout-button";
import { Button } from "@/components/ui/button";

/** The header of an admin page below the dashboard: its title, 'Back to Dashboard' and 'Logout'. */
export function AdminSubpageHeader({ title, username }: { title: string; username: string }) {
  return (
    <AdminHeader title={title} username={username}>
      <Button asChild variant="outline" size="sm">
        <Link href="/admin">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <LogoutButton />
    </AdminHeader>
  );
}
