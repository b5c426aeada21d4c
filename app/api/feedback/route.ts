import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { createFeedback } from "@/lib/data/feedback";
import { getSiteTitle } from "@/lib/data/site";
import { feedbackSchema } from "@/lib/validation/feedback";
import { adminJson } from "@/lib/admin/http";
import { feedbackPage } from "@/lib/admin/lists";
import { feedbackQuerySchema } from "@/lib/validation/admin";

// POST /api/feedback (spec section 7): stores the entry, claiming a tester slot when one is free.
export const POST = apiHandler({ schema: feedbackSchema, before: limitForm("feedback") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  const entry = await createFeedback({
    clarity: body.clarity,
    confusion: body.confusion,
    improvements: body.improvements,
    usage: body.usage,
    additional: body.additional,
    email: body.email || null,
    notifyOptIn: body.notify ?? false,
  });
  const productName = await getSiteTitle();
  const slotText = entry.testerSlot ? ` You claimed early-tester slot #${entry.testerSlot}.` : "";
  return NextResponse.json(
    {
      success: true,
      id: entry.id,
      testerSlot: entry.testerSlot,
      message: `Thank you for your feedback! Your insights help us improve ${productName}.${slotText}`,
    },
    { status: 201 },
  );
});

export const dynamic = "force-dynamic";

// GET /api/feedback (admin only: personal data) -> {items, total, page, pageSize};
// ?q, status, priority, rating, sort, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = feedbackQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await feedbackPage(query));
});
