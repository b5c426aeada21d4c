import type { Metadata } from "next";
import Link from "next/link";
import { SitePageFrame } from "@/components/site/page-frame";
import { buttonVariants } from "@/components/ui/button";
import { UnsubscribeButton } from "@/components/unsubscribe/unsubscribe-button";
import { isSuppressed } from "@/lib/data/suppressions";
import { INVALID_UNSUBSCRIBE_MESSAGE } from "@/lib/email/unsubscribe-texts";
import { verifyUnsubscribeToken } from "@/lib/email/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /unsubscribe?token=…: the e-mail footer's link. A GET only asks (link scanners open links);
// the button POSTs the one-click call. A bad token is refused before anything is looked up.
export default async function UnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const address = verifyUnsubscribeToken(token);
  const already = address ? await isSuppressed(address) : false;
  return (
    <SitePageFrame>
      <div className="mx-auto max-w-xl py-8">
        <h1 className="font-heading text-3xl font-bold">Unsubscribe</h1>
        {!address ? (
          <>
            <p role="alert" className="text-muted-foreground mt-4 text-lg">
              {INVALID_UNSUBSCRIBE_MESSAGE}
            </p>
            <Link href="/" prefetch={false} className={`${buttonVariants({ variant: "outline" })} mt-6`}>
              Return to Home
            </Link>
          </>
        ) : already ? (
          <p role="status" className="text-muted-foreground mt-4 text-lg">
            <span className="text-foreground font-medium break-all">{address}</span> is already unsubscribed. We will not send it any more e-mails.
          </p>
        ) : (
          <>
            <p className="text-muted-foreground mt-4 text-lg">
              Stop all e-mails from us to <span className="text-foreground font-medium break-all">{address}</span>? This includes updates about your feedback and ideas.
            </p>
            <UnsubscribeButton token={token} />
          </>
        )}
      </div>
    </SitePageFrame>
  );
}
