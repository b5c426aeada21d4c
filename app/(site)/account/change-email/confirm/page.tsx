import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/members/account-card";
import { PostButton } from "@/components/members/post-button";
import { SitePageFrame } from "@/components/site/page-frame";
import { inspectEmailChange } from "@/lib/members/change-email";
import { CHANGE_LINK_PROBLEM_TEXT } from "@/lib/members/link-texts";

// Each link is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your new address", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /account/change-email/confirm?token=…: the link sent to a member's new address. Opening it only
// reads (mail scanners and previews open links); the button's POST moves the account.
export default async function ConfirmEmailChangePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const state = await inspectEmailChange(token);
  return (
    <SitePageFrame>
      {state.kind === "ready" ? (
        <AccountCard title="Confirm your new address" testId="change-email-confirm">
          <p className="text-muted-foreground mt-4 leading-relaxed">
            Press the button to use this address for your account. What you sent with your old address moves with it. The link then stops working.
          </p>
          <div className="mt-8">
            <PostButton url="/api/account/change-email/confirm" body={{ token }} label={`Use ${state.newEmail}`} busyLabel="Saving..." then="/account" />
          </div>
        </AccountCard>
      ) : (
        <AccountCard title={CHANGE_LINK_PROBLEM_TEXT[state.kind].title} testId="change-email-confirm">
          <p role="alert" data-state={state.kind} className="text-muted-foreground mt-4 leading-relaxed">
            {CHANGE_LINK_PROBLEM_TEXT[state.kind].body}
          </p>
          <Link href="/account" prefetch={false} className="text-primary mt-6 inline-block font-medium underline underline-offset-4">
            Go to your account
          </Link>
        </AccountCard>
      )}
    </SitePageFrame>
  );
}
