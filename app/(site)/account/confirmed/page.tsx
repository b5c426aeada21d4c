import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/members/account-card";
import { SitePageFrame } from "@/components/site/page-frame";

export const metadata: Metadata = { title: "Address confirmed", robots: { index: false, follow: false } };

// Where the confirmation page's button leads once it has confirmed the address. The same for
// everyone (it names no one), so it is static.
export default function AddressConfirmedPage() {
  return (
    <SitePageFrame>
      <AccountCard title="Your address is confirmed" testId="account-confirmed">
        <p className="text-muted-foreground mt-4 leading-relaxed">
          From now on we e-mail you when what you asked to hear about changes. Changes made before you confirmed are not sent: the site shows where
          things stand.
        </p>
        <p className="mt-6">
          <Link href="/account/sign-in" prefetch={false} className="text-primary underline">
            Sign in to your account
          </Link>
        </p>
      </AccountCard>
    </SitePageFrame>
  );
}
