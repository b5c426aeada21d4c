import type { Metadata } from "next";
import Link from "next/link";
import { memberLinkPage } from "@/components/members/link-page";
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
  return memberLinkPage({
    state: state.kind === "ready" ? { kind: "ready", email: state.newEmail } : state,
    token,
    testId: "change-email-confirm",
    problemText: CHANGE_LINK_PROBLEM_TEXT,
    problemAction: (
      <Link href="/account" prefetch={false} className="text-primary mt-6 inline-block font-medium underline underline-offset-4">
        Go to your account
      </Link>
    ),
    ready: (email) => ({
      title: "Confirm your new address",
      intro: "Press the button to use this address for your account. What you sent with your old address moves with it. The link then stops working.",
      url: "/api/account/change-email/confirm",
      label: `Use ${email}`,
      busyLabel: "Saving...",
      then: "/account",
    }),
  });
}
