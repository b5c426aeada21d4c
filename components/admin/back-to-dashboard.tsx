import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The header button of the admin's sub-pages (settings, changelog), or of a page below a list. */
export function BackToDashboard({ href = "/admin", label = "Back to Dashboard" }: { href?: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
