import "server-only";
import { createHash } from "node:crypto";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { saveUpload } from "@/lib/data/uploads";
import { detectImage, IMAGE_TYPES } from "@/lib/site/images";
import { IMAGE_UPLOAD_MESSAGES, type ImageUploadProblem } from "@/lib/uploads/image-rules";

export type StoredImage = { url: string; contentType: string; size: number };

/**
 * Checks an uploaded file by its bytes (PNG, JPEG or WebP, at most 2 MB) and stores it under its
 * content hash. The callers (the editor's uploads, post covers, the author's avatar) turn a
 * problem into their own answer.
 */
export async function storeImageUpload(file: FormDataEntryValue | null | undefined): Promise<StoredImage | { problem: ImageUploadProblem; message: string }> {
  const refuse = (problem: ImageUploadProblem) => ({ problem, message: IMAGE_UPLOAD_MESSAGES[problem] });
  if (!(file instanceof Blob) || file.size === 0) return refuse("missing");
  if (file.size > MAX_UPLOAD_BYTES) return refuse("tooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImage(bytes);
  if (!ext) return refuse("type");
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`;
  await saveUpload({ name, contentType: IMAGE_TYPES[ext], bytes });
  return { url: `/uploads/${name}`, contentType: IMAGE_TYPES[ext], size: bytes.byteLength };
}
