import { AccountSection } from "@/components/members/account-section";
import { NewsletterTopics } from "@/components/members/newsletter-topics";
import { listTopics, subscribedTopics } from "@/lib/data/newsletter-subscriptions";

/** /account's newsletter section: the topics, each with its switch. */
export async function NewsletterAccountSection({ memberId }: { memberId: string }) {
  const [topics, subscribed] = await Promise.all([listTopics(), subscribedTopics(memberId)]);
  return (
    <AccountSection title="Newsletter" description="The newsletter’s topics. Switch them all off to unsubscribe." testId="account-newsletter">
      <NewsletterTopics topics={topics} initial={subscribed} url="/api/account/newsletter" />
    </AccountSection>
  );
}
