import type { Metadata } from "next";
import { memberLinkPage } from "@/components/members/link-page";
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
  return memberLinkPage({
    state: await inspectSignInLink(token),
    token,
    ready: (email) => ({
      title: "Sign in",
      intro: "Press the button to sign in. The link then stops working.",
      url: "/api/account/sign-in/confirm",
      label: `Sign in as ${email}`,
      busyLabel: "Signing in...",
      then: "/account",
    }),
  });
}
