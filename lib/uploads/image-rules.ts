// What an uploaded image may be, shared by the upload handlers and the forms that check a file
// before sending it (so the form says the same thing the server would).
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, MAX_UPLOAD_SIDE_PX } from "@/lib/config";

export const IMAGE_UPLOAD_MESSAGES = {
  missing: "Choose an image to upload",
  tooLarge: `Image must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
  type: "File must be a PNG, JPEG or WebP image",
  dimensions: `Image must be at most ${MAX_UPLOAD_SIDE_PX} pixels a side and ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
  unreadable: "The image could not be read: it may be damaged",
} as const;
export type ImageUploadProblem = keyof typeof IMAGE_UPLOAD_MESSAGES;

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

/** A first check in the browser, by declared type and size; the server checks the bytes. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return IMAGE_UPLOAD_MESSAGES.missing;
  if (!IMAGE_ACCEPT.split(",").includes(file.type)) return IMAGE_UPLOAD_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}
