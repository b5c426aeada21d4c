import type { Metadata } from "next";
import { AccountCard } from "@/components/members/account-card";
import { PostButton } from "@/components/members/post-button";
import { SignInForm } from "@/components/members/sign-in-form";
import { SitePageFrame } from "@/components/site/page-frame";
import { LINK_PROBLEM_TEXT } from "@/lib/members/link-texts";
import { inspectSignInLink } from "@/lib/members/sign-in";

// Each link is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /account/sign-in/confirm?token=…: the sign-in e-mail's link. Opening it only reads (mail
// scanners and link previews open links); the button's POST signs in.
export default async function ConfirmSignInPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const state = await inspectSignInLink(token);
  return (
    <SitePageFrame>
      {state.kind === "ready" ? (
        <AccountCard title="Sign in" testId="account-confirm">
          <p className="text-muted-foreground mt-4 leading-relaxed">Press the button to sign in. The link then stops working.</p>
          <div className="mt-8">
            <PostButton url="/api/account/sign-in/confirm" body={{ token }} label={`Sign in as ${state.email}`} busyLabel="Signing in..." then="/account" />
          </div>
        </AccountCard>
      ) : (
        <AccountCard title={LINK_PROBLEM_TEXT[state.kind].title} testId="account-confirm">
          <p role="alert" data-state={state.kind} className="text-muted-foreground mt-4 leading-relaxed">
            {LINK_PROBLEM_TEXT[state.kind].body}
          </p>
          <SignInForm />
        </AccountCard>
      )}
    </SitePageFrame>
  );
}
