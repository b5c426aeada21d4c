import { revalidatePath } from "next/cache";
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

const schema = z.object({ path: z.string().startsWith("/").max(200), type: z.enum(["page", "layout"]).optional() });

// Test-only (ENABLE_TEST_ROUTES): revalidatePath on this instance, so that the cluster test can
// prove the shared cache handler carries the invalidation to the other instances.
export const POST = apiHandler({ schema }, async ({ body }) => {
  if (!env.ENABLE_TEST_ROUTES) throw notFound();
  revalidatePath(body.path, body.type);
  return Response.json({ revalidated: true });
});
