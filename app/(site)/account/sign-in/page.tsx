import type { Metadata } from "next";
import { AccountCard } from "@/components/members/account-card";
import { SignInForm } from "@/components/members/sign-in-form";
import { SitePageFrame } from "@/components/site/page-frame";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";

export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: true } };

// /account/sign-in: passwordless sign-in. The page is the same for everyone (no cookie is read or
// set here): the address form, whose call e-mails a single-use link.
export default function SignInPage() {
  return (
    <SitePageFrame>
      <AccountCard title="Sign in" testId="account-sign-in">
        <p className="text-muted-foreground mt-4 leading-relaxed">
          Enter your e-mail address and we will send you a link to sign in. No password: the link works once, within {SIGN_IN_LINK_MINUTES} minutes.
        </p>
        <SignInForm />
      </AccountCard>
    </SitePageFrame>
  );
}
