import "server-only";
import { logActivity } from "@/lib/data/activity";
import { backfillEmailKeys } from "@/lib/data/email-keys";
import { memberAddresses, memberOutboxWhere } from "@/lib/data/member-account";
import { lockSlots } from "@/lib/data/testers";
import type { Prisma } from "@/lib/generated/prisma/client";

// Erasure: everything held about one normalised address goes at once, in the caller's transaction,
// and never to the 30-day trash (an erasure request is final). The member erases from /account;
// the admin erases requests that arrive by other means; both run this one function.

/** Who asked: the member themselves, or the admin (for a request that came another way). */
export type ErasedBy = { kind: "member" } | { kind: "admin"; adminId: string; ip?: string | null };

export type ErasedCounts = { feedback: number; suggestions: number; anonymisedSuggestions: number; contactMessages: number; testerSlots: number; emails: number; trash: number; member: number };

const ERASED_ADDRESS = "[erased address]";

/** A literal for a case-insensitive regular expression (PostgreSQL's ARE syntax). */
const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Deletes or anonymises every row that carries `emailKey`, in `tx`:
 * - feedback entries (their tester slots with them: the slot is free for the next person), contact
 *   messages, and suggestions; a suggestion the admin put on the roadmap or in a changelog stays,
 *   anonymised: no address, and the admin's public title and summary in place of the member's words;
 * - the e-mails sent to the address or about those entries, the trash's copies of their rows;
 * - the member, their sessions (so every device is signed out), sign-in links and address changes;
 * - the address wherever the admin's activity log named it.
 * Records "A member erased their data" (or "Erased a member's data at their request") in the
 * activity log with the counts only, never the address.
 */
export async function eraseMemberData(tx: Prisma.TransactionClient, emailKey: string, by: ErasedBy): Promise<ErasedCounts> {
  // Tester slots change hands only under the slot lock (lib/data/testers.ts).
  await lockSlots(tx);
  // Rows older than emailKey that the backfill job has not keyed yet must not escape (none, once it ran).
  await backfillEmailKeys(undefined, tx);
  const addresses = await memberAddresses(tx, emailKey);

  const emails = (await tx.emailOutbox.deleteMany({ where: memberOutboxWhere(emailKey, addresses) })).count;
  const testerSlots = (await tx.tester.deleteMany({ where: { emailKey } })).count;

  const anonymisedSuggestions = await tx.$executeRaw`
    UPDATE feature_suggestions s SET email = NULL, "emailKey" = NULL, "notifyOptIn" = false,
      name = CASE WHEN s."publicTitle" <> '' THEN s."publicTitle" ELSE 'Erased suggestion' END,
      description = s."publicSummary", "useCase" = ''
    WHERE s."emailKey" = ${emailKey}
      AND (s."isPublic" OR EXISTS (SELECT 1 FROM changelog_suggestions c WHERE c."suggestionId" = s.id))`;
  const suggestions = (await tx.featureSuggestion.deleteMany({ where: { emailKey } })).count;
  const feedback = (await tx.feedback.deleteMany({ where: { emailKey } })).count;
  const contactMessages = (await tx.contactMessage.deleteMany({ where: { emailKey } })).count;

  const trash = await tx.$executeRaw`
    DELETE FROM trash_items WHERE data->>'emailKey' = ${emailKey} OR lower(data->>'email') = ANY(${addresses}::text[])`;

  await tx.memberSignInLink.deleteMany({ where: { emailKey } });
  await tx.memberEmailChange.deleteMany({ where: { newEmailKey: emailKey } });
  // The newsletter's record of what was sent to them, and a pending sign-up.
  await tx.$executeRaw`DELETE FROM newsletter_deliveries WHERE "memberId" IN (SELECT id FROM members WHERE "emailKey" = ${emailKey})`;
  await tx.newsletterSignup.deleteMany({ where: { emailKey } });
  // Their idea votes go with the member (ON DELETE CASCADE): each idea's count goes down with them.
  await tx.$executeRaw`
    UPDATE feature_suggestions s SET "voteCount" = s."voteCount" - 1
    FROM idea_votes v JOIN members m ON m.id = v."memberId"
    WHERE v."suggestionId" = s.id AND m."emailKey" = ${emailKey}`;
  // Sessions, the member's own address changes, newsletter subscriptions and follows go with the member (ON DELETE CASCADE).
  const member = (await tx.member.deleteMany({ where: { emailKey } })).count;

  for (const address of addresses) {
    await tx.$executeRaw`
      UPDATE activity_log SET detail = regexp_replace(detail, ${literalPattern(address)}, ${ERASED_ADDRESS}, 'gi')
      WHERE strpos(lower(detail), ${address}) > 0`;
  }

  const counts = { feedback, suggestions: suggestions + anonymisedSuggestions, anonymisedSuggestions, contactMessages, testerSlots, emails, trash, member };
  const summary = [
    plural(feedback, "feedback entry", "feedback entries"),
    plural(counts.suggestions, "suggestion", "suggestions") + (anonymisedSuggestions ? ` (${anonymisedSuggestions} on the roadmap kept without their words)` : ""),
    plural(contactMessages, "contact message", "contact messages"),
    plural(testerSlots, "tester slot", "tester slots"),
  ].join(", ");
  const detail = by.kind === "member" ? `A member erased their data: ${summary}` : `Erased a member's data at their request: ${summary}`;
  await logActivity({ action: "member_erased", detail, adminId: by.kind === "admin" ? by.adminId : null, ip: by.kind === "admin" ? (by.ip ?? null) : null }, tx);
  return counts;
}
