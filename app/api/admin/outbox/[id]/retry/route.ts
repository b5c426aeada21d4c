import { NextResponse } from "next/server";
import { ApiError, notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { requeueFailedOutboxMessage } from "@/lib/data/outbox";

// POST /api/admin/outbox/{id}/retry: sends a failed message again (same idempotency key, tries reset).
export const POST = apiHandler({ admin: true }, async ({ params }) => {
  const id = typeof params.id === "string" ? params.id : "";
  const outcome = await requeueFailedOutboxMessage(id);
  if (outcome === "not_found") throw notFound("Message");
  if (outcome === "not_failed") throw new ApiError("conflict", "Only a failed message can be sent again");
  return NextResponse.json({ success: true, id, status: "queued" });
});
