import "server-only";
import { findDeliveryMember, unsubscribeByDelivery } from "@/lib/data/newsletter-issues";
import { findSubscriber, setSubscriptions } from "@/lib/data/newsletter-subscriptions";
import { verifyNewsletterLink } from "@/lib/newsletter/unsubscribe-links";
import { normalizeEmail } from "@/lib/testers/email";

/** Whom a newsletter link speaks for; `deliveryId` when it came in an issue. */
export type LinkMember = { memberId: string; email: string; deliveryId: string | null };

/** The member a newsletter link's token names (its signature checked before any lookup), or null. */
export async function newsletterLinkMember(token: unknown): Promise<LinkMember | null> {
  const link = verifyNewsletterLink(token);
  if (!link) return null;
  if ("deliveryId" in link) {
    const delivery = await findDeliveryMember(link.deliveryId);
    return delivery ? { memberId: delivery.memberId, email: delivery.email, deliveryId: link.deliveryId } : null;
  }
  const member = await findSubscriber(normalizeEmail(link.address));
  return member ? { memberId: member.id, email: member.email, deliveryId: null } : null;
}

/** One click: every topic of the member goes; an issue's link also counts it on the issue. */
export async function unsubscribeByLink(member: LinkMember): Promise<void> {
  if (member.deliveryId) await unsubscribeByDelivery(member.deliveryId);
  else await setSubscriptions(member.memberId, []);
}
