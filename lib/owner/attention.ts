import type { AttentionCounts } from "@/lib/data/attention";
import { countOf } from "@/lib/format/plural";

/** How long something has waited, rounded down ("2 hours", never "3" for 2 h 10 min). */
function ageInWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return countOf(minutes, "minute");
  if (minutes < 48 * 60) return countOf(Math.floor(minutes / 60), "hour");
  return countOf(Math.floor(minutes / 1440), "day");
}

export type AttentionItem = { key: string; tone: "warning" | "info"; text: string; href: string };

/**
 * The overview's "Needs attention" lines, most urgent first; only what is non-zero. The e-mail lines
 * come first: during an outage every other line may depend on mail that is not leaving.
 */
export function attentionItems(c: AttentionCounts, now = new Date()): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (c.emailFailed) items.push({ key: "email-failed", tone: "warning", text: `${countOf(c.emailFailed, "e-mail")} could not be sent`, href: "/email-status" });
  if (c.emailRetrying) items.push({ key: "email-retrying", tone: "warning", text: `E-mail is failing: ${countOf(c.emailRetrying, "message")} waiting to be retried`, href: "/email-status" });
  if (c.emailBacklog && c.oldestQueuedAt) {
    const age = ageInWords(now.getTime() - new Date(c.oldestQueuedAt).getTime());
    items.push({ key: "email-backlog", tone: "warning", text: `${countOf(c.emailBacklog, "e-mail")} waiting in the outbox, the oldest for ${age}`, href: "/email-status" });
  }
  if (c.reservationsExpiring) items.push({ key: "reservations", tone: "info", text: `${countOf(c.reservationsExpiring, "tester reservation")} expiring within a day, unconfirmed`, href: "/admin/testers?status=reserved" });
  if (c.invitesExpiring) items.push({ key: "invites", tone: "info", text: `${countOf(c.invitesExpiring, "waitlist invite")} expiring within a day, not accepted`, href: "/admin/waitlist?status=invited" });
  if (c.flaggedReferrals) items.push({ key: "referrals", tone: "info", text: `${countOf(c.flaggedReferrals, "flagged referral")} waiting for review`, href: "/admin/waitlist#flagged-referrals" });
  if (c.ideasAwaitingModeration) items.push({ key: "ideas", tone: "info", text: `${countOf(c.ideasAwaitingModeration, "feature request")} waiting for review`, href: "/admin?tab=suggestions" });
  const news = [countOf(c.newFeedback, "feedback entry", "feedback entries"), countOf(c.newSuggestions, "feature request"), countOf(c.newContact, "contact message")];
  if (c.newFeedback + c.newSuggestions + c.newContact > 0) items.push({ key: "new", tone: "info", text: `New since your last visit: ${news.join(", ")}`, href: "/admin?tab=feedback" });
  return items;
}
