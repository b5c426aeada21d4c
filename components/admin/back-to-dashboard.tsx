import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The header button of the admin's sub-pages (settings, changelog). */
export function BackToDashboard() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin">
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
