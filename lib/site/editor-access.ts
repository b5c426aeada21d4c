import "server-only";
import type { NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { isGateUnlocked } from "@/lib/auth/gate";
import type { AdminSession } from "@/lib/auth/session";

/**
 * The editor's calls (save, revisions, uploads) need the admin session (401, checked by
 * apiHandler) AND the unlocked editor gate (403), the same as the editor screen itself.
 */
export async function assertEditorUnlocked(req: NextRequest, admin: AdminSession) {
  if (!(await isGateUnlocked(req, admin))) {
    throw new ApiError("forbidden", "Access denied: unlock the visual editor with your admin password first");
  }
}
