import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { similarIdeas } from "@/lib/data/ideas";
import { similarQuerySchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// GET /api/ideas/similar?q=: up to five public ideas like the suggestion being typed (pg_trgm).
export const GET = apiHandler({}, async ({ req }) => {
  const { q } = similarQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json({ items: await similarIdeas(q) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=30" } });
});
