import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { listSiteRevisions } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";

// GET /api/admin/visual-editor/revisions: saved revisions, newest first (time and what changed).
export const GET = apiHandler({ admin: true }, async ({ req, admin }) => {
  await assertEditorUnlocked(req, admin);
  const revisions = await listSiteRevisions();
  return NextResponse.json({ revisions });
});
