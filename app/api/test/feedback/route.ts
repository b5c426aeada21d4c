import { NextResponse } from "next/server";
import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { submitFeedback } from "@/lib/testers/service";
import { env } from "@/lib/env";
import { limitFormSubmission } from "@/lib/rate-limit";

const text = z.string().max(2000);
const probeSchema = z.object({
  clarity: text.min(1),
  usage: text.min(1),
  confusion: text.optional(),
  improvements: text.optional(),
  additional: text.optional(),
  email: z.email().max(254).optional().or(z.literal("")),
  rating: z.number().int().min(1).max(5).nullish(),
});

// Test-only (ENABLE_TEST_ROUTES): stores feedback through the same wrapper, per-address rate limit
// and data layer (atomic tester-slot reservation) as POST /api/feedback, so that scripts/adversarial.mjs
// can load and fault the submission path on any branch. 404 unless test routes are enabled.
export const POST = apiHandler(
  {
    schema: probeSchema,
    before: async (req) => {
      if (!env.ENABLE_TEST_ROUTES) throw notFound("Route");
      await limitFormSubmission("test-feedback", clientIp(req));
    },
  },
  async ({ body }) => {
    const entry = await submitFeedback(body);
    return NextResponse.json({ success: true, id: entry.id, tester: entry.tester }, { status: 201 });
  },
);
