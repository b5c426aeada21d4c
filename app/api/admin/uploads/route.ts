import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { saveUpload } from "@/lib/data/uploads";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { detectImage, IMAGE_TYPES } from "@/lib/site/images";

const TOO_LARGE = `Image must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;
const NOT_AN_IMAGE = "File must be a PNG, JPEG or WebP image";
// Room for the multipart framing around the file.
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 16 * 1024;

// POST /api/admin/uploads (multipart, field "file"): stores a PNG, JPEG or WebP image of at most
// 2 MB, checked by its bytes, and answers its URL (/uploads/{content hash}.{ext}).
export const POST = apiHandler({ admin: true, accepts: "multipart", maxBodyBytes: MAX_REQUEST_BYTES }, async ({ req, admin, form }) => {
  await assertEditorUnlocked(req, admin);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new ApiError("validation_failed", "Choose an image to upload", { file: "Choose an image to upload" });
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError("payload_too_large", TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImage(bytes);
  if (!ext) throw new ApiError("unsupported_media_type", NOT_AN_IMAGE);
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`;
  await saveUpload({ name, contentType: IMAGE_TYPES[ext], bytes });
  return NextResponse.json({ success: true, url: `/uploads/${name}`, contentType: IMAGE_TYPES[ext], size: bytes.byteLength }, { status: 201 });
});
