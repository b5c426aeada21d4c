import type { Metadata } from "next";
import { memberLinkPage } from "@/components/members/link-page";
import { inspectSignInLink } from "@/lib/members/sign-in";

// Each link is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your place on the waitlist", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /waitlist/confirm?token=…: the waitlist e-mail's link. Opening it only reads (mail scanners and
// link previews open links); the button's POST takes the place and signs the member in.
export default async function ConfirmWaitlistPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  return memberLinkPage({
    state: await inspectSignInLink(token),
    token,
    testId: "waitlist-confirm",
    kicker: "Early-tester waitlist",
    problemNote: "Join the waitlist again from the home page for a new link.",
    ready: (email) => ({
      title: "Confirm your place on the waitlist",
      intro: `Press the button to confirm ${email} and take your place in line. You will be signed in, and the link then stops working.`,
      url: "/api/waitlist/confirm",
      label: "Confirm my place",
      busyLabel: "Confirming...",
      then: "/waitlist/joined",
    }),
  });
}
