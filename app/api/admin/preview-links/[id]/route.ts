import { NextResponse } from "next/server";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { revokePreviewLink } from "@/lib/data/preview-links";

// DELETE /api/admin/preview-links/{id}: revoke: the link shows "not found" from now on.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  const id = typeof params.id === "string" ? params.id : "";
  if (!/^[a-z0-9]{1,40}$/.test(id) || !(await revokePreviewLink(id))) throw notFound("Preview link");
  return NextResponse.json({ success: true, message: "Preview link revoked" });
});
