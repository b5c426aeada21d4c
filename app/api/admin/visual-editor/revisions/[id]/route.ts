import { NextResponse } from "next/server";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { getSiteRevision } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { revisionIdParam } from "@/lib/validation/site";

// GET /api/admin/visual-editor/revisions/{id}: one revision's full state, for its preview.
export const GET = apiHandler({ admin: true }, async ({ req, admin, params }) => {
  await assertEditorUnlocked(req, admin);
  const revision = await getSiteRevision(revisionIdParam(params.id));
  if (!revision) throw notFound("Revision");
  return NextResponse.json({ revision });
});
