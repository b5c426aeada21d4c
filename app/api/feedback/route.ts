import { PRODUCT_NAME } from "@/lib/config";
import { NextResponse } from "next/server";
import { recordServerEvents } from "@/lib/analytics/collect";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { clientIp } from "@/lib/api/request";
import { getSiteTitle } from "@/lib/data/site";
import { askForUpdates } from "@/lib/members/mail-policy";
import { PRODUCT_UPDATES, productUpdatesWithLink, requestSubscription } from "@/lib/newsletter/subscribe";
import { PRODUCT_UPDATES_NOTES } from "@/lib/newsletter/texts";
import { submitFeedback, type TesterOutcome } from "@/lib/testers/service";
import { feedbackSchema } from "@/lib/validation/feedback";
import { adminJson } from "@/lib/admin/http";
import { feedbackPage } from "@/lib/admin/lists";
import { feedbackQuerySchema } from "@/lib/validation/admin";

/** What the reply adds about the tester slot: what happens next, or why no slot was given. */
export const TESTER_NOTICES: Record<TesterOutcome, string> = {
  pending: "Confirm your address from the e-mail we are sending you to take a tester spot: spots go to the first people who confirm.",
  // Neutral on purpose: whether the spot is confirmed is the address owner's business, not the
  // business of whoever typed it; and a confirmed tester has nothing to look for in their inbox.
  duplicate: "One tester spot per person: this address already has one, so no second spot was reserved.",
  disposable: "This address can't hold a tester spot: disposable e-mail addresses are not accepted. Use your own address to take part.",
  suppressed: "This address asked us to send it no more e-mail, so it can't receive the link that confirms a tester spot, and no spot was reserved. Use another address to take part.",
  limited: "Too many confirmation e-mails were asked for from here or for this address in the last hour, so none was sent. Try again in an hour.",
  closed: "The early-tester programme is closed, so no tester spot was reserved.",
  none: "",
};

// POST /api/feedback (spec section 7): stores the entry; with an e-mail, sends a link whose
// confirmation takes a tester slot. `tester` says what became of the slot; `notice` says it in words,
// and how "E-mail me about this" and "Send me product updates" will reach the address (the form
// shows it).
export const POST = apiHandler({ schema: feedbackSchema, before: limitForm("feedback") }, async ({ req, body }) => {
  assertHumanTiming(body.fillMs);
  const email = body.email || null;
  // "Send me product updates" counts against the footer form's per-address limit too.
  const updatesTo = body.newsletter ? email : null;
  if (updatesTo) await limitForm("newsletter-subscribe")(req);
  const entry = await submitFeedback(
    {
      clarity: body.clarity,
      confusion: body.confusion,
      improvements: body.improvements,
      usage: body.usage,
      additional: body.additional,
      email,
      notifyOptIn: body.notify ?? false,
    },
    clientIp(req),
    updatesTo ? productUpdatesWithLink(updatesTo) : undefined,
  );
  // One e-mail proves the address for all the boxes: the tester spot's link when one went, else
  // the product updates' confirmation link (lib/members/mail-policy.ts, lib/newsletter/subscribe.ts).
  const reserved = entry.tester === "pending";
  if (updatesTo && !reserved) await requestSubscription(updatesTo, [PRODUCT_UPDATES]);
  const linkSent = reserved ? "confirming your tester spot" : updatesTo ? "the link we are e-mailing you" : undefined;
  const { note } = await askForUpdates(email, body.notify ?? false, { linkSent });
  const updatesNote = updatesTo ? PRODUCT_UPDATES_NOTES[reserved ? "tester" : "link"] : "";
  await recordServerEvents(req, reserved ? ["feedback_submit", "tester_reserved"] : ["feedback_submit"]);
  // The entry is stored: a late read of the site title must not turn that into an error that
  // invites a second submission. The product's default name stands in.
  const title = await getSiteTitle().catch(() => PRODUCT_NAME);
  // The spec's success line, whatever became of the slot: the notice after it says the rest.
  const thanks = `Thank you for your feedback! Your insights help us improve ${title}.`;
  const notice = [TESTER_NOTICES[entry.tester], note, updatesNote].filter(Boolean).join(" ");
  return NextResponse.json({ success: true, id: entry.id, tester: entry.tester, notice, message: notice ? `${thanks} ${notice}` : thanks }, { status: 201 });
});

export const dynamic = "force-dynamic";

// GET /api/feedback (admin only: personal data) -> {items, total, page, pageSize};
// ?q, status, priority, rating, sort, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = feedbackQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await feedbackPage(query));
});
