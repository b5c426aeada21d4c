import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// Test-only (ENABLE_TEST_ROUTES): a request that takes `ms` (at most 5 s), so that the cluster
// test can have requests in flight when an instance receives SIGTERM.
export const GET = apiHandler({}, async ({ req }) => {
  if (!env.ENABLE_TEST_ROUTES) throw notFound();
  const ms = Math.min(Math.max(Number(new URL(req.url).searchParams.get("ms")) || 0, 0), 5000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Response.json({ slept: ms }, { headers: { "Cache-Control": "no-store" } });
});
