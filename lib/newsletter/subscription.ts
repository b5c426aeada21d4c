import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MemberIdentity } from "@/lib/data/members";
import { addSubscriptions, getNewsletterSettings, takePendingSignup } from "@/lib/data/newsletter-subscriptions";
import { enqueueEmail } from "@/lib/data/outbox";
import { newsletterEmail } from "@/lib/email/messages";

/** The welcome e-mail's idempotency key: one per member, ever. */
const welcomeKey = (memberId: string) => `newsletter-welcome-${memberId}`;

/** Subscribes a member in `tx`; the first subscription ever also queues the welcome e-mail, once. */
export async function subscribeMember(tx: Prisma.TransactionClient, member: MemberIdentity, topics: string[] | undefined): Promise<string[]> {
  const added = await addSubscriptions(tx, member.id, topics);
  if (added.length > 0) {
    const welcome = await getNewsletterSettings(tx);
    const message = await newsletterEmail("newsletter_welcome", member.email, { subject: welcome.welcomeSubject, markdown: welcome.welcomeMarkdown });
    await enqueueEmail({ ...message, idempotencyKey: welcomeKey(member.id) }, tx);
  }
  return added;
}

/** At the press of a link's button: the topics this address asked for, if it did and in time, become subscriptions. */
export async function adoptPendingSignup(tx: Prisma.TransactionClient, member: MemberIdentity, now: Date): Promise<void> {
  const topics = await takePendingSignup(tx, member.emailKey, now);
  if (topics) await subscribeMember(tx, member, topics);
}
