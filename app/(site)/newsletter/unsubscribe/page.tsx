import type { Metadata } from "next";
import { NewsletterTopics } from "@/components/members/newsletter-topics";
import { SitePageFrame } from "@/components/site/page-frame";
import { UnsubscribeButton } from "@/components/unsubscribe/unsubscribe-button";
import { NEWSLETTER_LINK_INVALID } from "@/lib/newsletter/texts";
import { listTopics, subscribedTopics } from "@/lib/data/newsletter-subscriptions";
import { newsletterLinkMember } from "@/lib/newsletter/link-member";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Newsletter preferences", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /newsletter/unsubscribe?token=…: a newsletter footer's link. Opening it changes nothing (link
// scanners open links); the button unsubscribes from everything, the switches choose topics.
export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const member = await newsletterLinkMember(token);
  const [topics, subscribed] = member ? await Promise.all([listTopics(), subscribedTopics(member.memberId)]) : [[], []];
  return (
    <SitePageFrame>
      <div className="mx-auto max-w-xl py-8" data-testid="newsletter-unsubscribe">
        <h1 className="font-heading text-3xl font-bold">Newsletter</h1>
        {!member ? (
          <p role="alert" className="text-muted-foreground mt-4 text-lg">
            {NEWSLETTER_LINK_INVALID}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground mt-4 text-lg">
              Stop the newsletter to <span className="text-foreground font-medium break-all">{member.email}</span>? Other e-mails you asked for (answers to your feedback, sign-in links) still come.
            </p>
            <UnsubscribeButton token={token} url="/api/newsletter/unsubscribe" label="Unsubscribe from the newsletter" />
            <h2 className="mt-10 text-lg font-semibold">Or choose your topics</h2>
            <div className="mt-4">
              <NewsletterTopics topics={topics} initial={subscribed} url="/api/newsletter/preferences" extra={{ token }} />
            </div>
          </>
        )}
      </div>
    </SitePageFrame>
  );
}
