import type { Metadata } from "next";
import { PostButton } from "@/components/members/post-button";
import { SitePageFrame } from "@/components/site/page-frame";
import { ConfirmResult } from "@/components/testers/confirm-result";
import { env } from "@/lib/env";
import { inspectTesterLink, TESTER_CONFIRM_PATH } from "@/lib/testers/service";

// Each link is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm your tester spot",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /tester/confirm?token=…: the link of the confirmation e-mail. Opening it only reads (mail
// scanners and link previews open links); the "Confirm" button's POST confirms the spot, and the
// page, loaded again, then shows it confirmed. Every other outcome has its own view.
export default async function TesterConfirmPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : undefined;
  const state = await inspectTesterLink(token);
  // With every spot taken, the same press confirms the address onto the waitlist.
  const joinsWaitlist = state.kind === "full" && !state.waitlist;
  const confirm =
    (state.kind === "ready" || joinsWaitlist) && token ? (
      <PostButton
        url="/api/tester/confirm"
        body={{ token }}
        label={joinsWaitlist ? "Join the waitlist" : "Confirm"}
        busyLabel="Confirming..."
        then={`${TESTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`}
      />
    ) : null;
  return (
    <SitePageFrame>
      <ConfirmResult state={state} contactEmail={env.CONTACT_EMAIL} confirm={confirm} />
    </SitePageFrame>
  );
}
