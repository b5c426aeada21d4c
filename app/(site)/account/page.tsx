import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountCard } from "@/components/members/account-card";
import { PostButton } from "@/components/members/post-button";
import { SitePageFrame } from "@/components/site/page-frame";
import { getCurrentMember } from "@/lib/members/session";

// Personal: rendered per request for the member's own session, never kept by a shared cache.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

// /account: the signed-in member's page. Without a live member session, the sign-in page.
export default async function AccountPage() {
  const member = await getCurrentMember();
  if (!member) redirect("/account/sign-in");
  return (
    <SitePageFrame>
      <AccountCard title="Signed in" testId="account">
        <dl className="mt-4">
          <dt className="text-muted-foreground text-sm">E-mail address</dt>
          <dd className="mt-1 text-lg font-medium wrap-anywhere" data-testid="account-email">
            {member.email}
          </dd>
        </dl>
        <div className="mt-8">
          <PostButton url="/api/account/sign-out" body={{}} label="Sign out" busyLabel="Signing out..." then="/account/sign-in" variant="outline" />
        </div>
      </AccountCard>
    </SitePageFrame>
  );
}
