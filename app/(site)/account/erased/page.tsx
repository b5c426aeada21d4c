import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/members/account-card";
import { SitePageFrame } from "@/components/site/page-frame";

export const metadata: Metadata = { title: "Your data was erased", robots: { index: false, follow: false } };

// /account/erased: where "Erase my data" lands. The same for everyone (it reads no cookie).
export default function ErasedPage() {
  return (
    <SitePageFrame>
      <AccountCard title="Your data was erased" testId="account-erased">
        <p className="text-muted-foreground mt-4 leading-relaxed">
          Everything we held about your address is gone, and you are signed out on every device. If you send us something again, it starts afresh.
        </p>
        <Link href="/" prefetch={false} className="text-primary mt-6 inline-block font-medium underline underline-offset-4">
          Back to the home page
        </Link>
      </AccountCard>
    </SitePageFrame>
  );
}
