import { NextResponse } from "next/server";
import { ApiError, type ErrorCode } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { storeImageUpload } from "@/lib/uploads/image-upload";
import type { ImageUploadProblem } from "@/lib/uploads/image-rules";

// Room for the multipart framing around the file.
export const MAX_IMAGE_REQUEST_BYTES = MAX_UPLOAD_BYTES + 16 * 1024;
const CODES: Record<ImageUploadProblem, ErrorCode> = {
  missing: "validation_failed",
  tooLarge: "payload_too_large",
  type: "unsupported_media_type",
  dimensions: "validation_failed",
  unreadable: "validation_failed",
};

// POST /api/admin/uploads (multipart, field "file"): stores a PNG, JPEG or WebP image of at most
// 2 MB and 4096 px a side, checked by its bytes and re-encoded, and answers its URL (/uploads/{content hash}.{ext}).
export const POST = apiHandler({ admin: true, accepts: "multipart", maxBodyBytes: MAX_IMAGE_REQUEST_BYTES }, async ({ req, admin, form }) => {
  await assertEditorUnlocked(req, admin);
  const stored = await storeImageUpload(form?.get("file"));
  if ("problem" in stored) throw new ApiError(CODES[stored.problem], stored.message, CODES[stored.problem] === "validation_failed" ? { file: stored.message } : undefined);
  return NextResponse.json({ success: true, ...stored }, { status: 201 });
});
