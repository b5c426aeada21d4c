import type { Metadata } from "next";
import { PostButton } from "@/components/members/post-button";
import { SitePageFrame } from "@/components/site/page-frame";
import { InviteResult } from "@/components/waitlist/invite-result";
import { INVITE_PATH } from "@/lib/email/waitlist-invites";
import { inspectInvite } from "@/lib/waitlist/invites";

// Each code is personal: rendered per request, never cached or indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your invite", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /invite?code=…: the link of a waitlist invite, or the form to type its code. Opening it only
// reads (mail scanners and link previews open links); the button's POST accepts the invite.
export default async function InvitePage({ searchParams }: Props) {
  const raw = (await searchParams).code;
  const code = typeof raw === "string" && raw.trim() ? raw.trim().slice(0, 64) : undefined;
  const state = code ? await inspectInvite(code) : null;
  const accept =
    state?.kind === "ready" && code ? (
      <PostButton url="/api/invite" body={{ code }} label="Accept my invite" busyLabel="Accepting..." then={`${INVITE_PATH}?code=${encodeURIComponent(code)}`} />
    ) : null;
  return (
    <SitePageFrame>
      <InviteResult state={state} code={code} accept={accept} />
    </SitePageFrame>
  );
}
