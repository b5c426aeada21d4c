import type { Metadata } from "next";
import { SitePageFrame } from "@/components/site/page-frame";
import { ConfirmResult } from "@/components/testers/confirm-result";
import { env } from "@/lib/env";
import { confirmTesterLink } from "@/lib/testers/service";

// Each link is personal and single-use: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your tester spot", robots: { index: false, follow: false } };

// /tester/confirm?token=…: the link of the confirmation e-mail (issue 18). Opening it confirms
// the reserved slot; every other outcome (used, expired, replaced, forged, cut short) has its page.
export default async function TesterConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const state = await confirmTesterLink(typeof token === "string" ? token : undefined);
  return (
    <SitePageFrame>
      <ConfirmResult state={state} contactEmail={env.CONTACT_EMAIL} />
    </SitePageFrame>
  );
}
