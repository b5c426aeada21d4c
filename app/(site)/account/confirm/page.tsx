import type { Metadata } from "next";
import { memberLinkPage } from "@/components/members/link-page";
import { inspectSignInLink } from "@/lib/members/sign-in";

// Each link is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your address", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /account/confirm?token=…: the link of the e-mail an unconfirmed address gets when it asked for
// updates. Opening it only reads (mail scanners and link previews open links); the button's POST
// confirms the address. A link that no longer works offers the sign-in form: signing in confirms too.
export default async function ConfirmAddressPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  return memberLinkPage({
    state: await inspectSignInLink(token),
    token,
    problemNote: "Signing in confirms your address too.",
    ready: (email) => ({
      title: "Confirm your address",
      intro: `Press the button to confirm ${email}. We then e-mail you when what you sent us changes. The link then stops working.`,
      url: "/api/account/confirm",
      label: "Confirm",
      busyLabel: "Confirming...",
      then: "/account/confirmed",
    }),
  });
}
