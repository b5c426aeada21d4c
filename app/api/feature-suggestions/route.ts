import { NextResponse } from "next/server";
import { recordServerEvents } from "@/lib/analytics/collect";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { emitEvent } from "@/lib/data/notifications";
import { createSuggestion } from "@/lib/data/suggestions";
import { inTransaction } from "@/lib/data/transaction";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { publishOnArrival } from "@/lib/ideas/auto-publish";
import { askForUpdates } from "@/lib/members/mail-policy";
import { suggestionSchema } from "@/lib/validation/suggestion";
import { adminJson } from "@/lib/admin/http";
import { suggestionsPage } from "@/lib/admin/lists";
import { suggestionQuerySchema } from "@/lib/validation/admin";

// POST /api/feature-suggestions (spec section 7): stores a feature suggestion, public at once when
// the board publishes new suggestions automatically. `updates` says whether "E-mail me about this"
// will reach the address (null when not asked).
export const POST = apiHandler({ schema: suggestionSchema, before: limitForm("feature-suggestions") }, async ({ req, body }) => {
  assertHumanTiming(body.fillMs);
  const entry = await inTransaction(async (tx) => {
    const stored = await createSuggestion({ name: body.name, description: body.description, useCase: body.useCase, priority: body.priority, email: body.email || null, notifyOptIn: body.notify ?? false }, tx);
    await emitEvent(tx, { kind: "suggestion", subjectId: stored.id, summary: `New feature suggestion (${body.priority}): ${body.name}` });
    return { ...stored, published: await publishOnArrival(tx, stored.id, body) };
  });
  if (entry.published) revalidateSuggestionPages();
  // Stored first: the confirmation e-mail, if any, is a separate matter (lib/members/mail-policy.ts).
  const { note } = await askForUpdates(body.email, body.notify ?? false);
  await recordServerEvents(req, ["feature_suggest"]);
  const thanks = "We'll review your idea carefully. Thank you for helping us improve!";
  return NextResponse.json({ success: true, id: entry.id, message: note ? `${thanks} ${note}` : thanks }, { status: 201 });
});

export const dynamic = "force-dynamic";

// GET /api/feature-suggestions (admin only) -> {items, total, page, pageSize}; ?q, page, pageSize, sort=newest|votes.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = suggestionQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await suggestionsPage(query));
});
