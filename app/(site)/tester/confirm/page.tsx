import type { Metadata } from "next";
import { headers } from "next/headers";
import { SitePageFrame } from "@/components/site/page-frame";
import { ConfirmResult } from "@/components/testers/confirm-result";
import { recordServerEvents } from "@/lib/analytics/collect";
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
  // The funnel's last step, counted here where the slot is confirmed (once: a used link is "already_confirmed").
  if (state.kind === "confirmed") await recordServerEvents({ headers: await headers() }, ["tester_confirmed"]);
  return (
    <SitePageFrame>
      <ConfirmResult state={state} contactEmail={env.CONTACT_EMAIL} />
    </SitePageFrame>
  );
}
