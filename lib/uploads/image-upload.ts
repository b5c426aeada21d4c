import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, MAX_UPLOAD_SIDE_PX, STORED_IMAGE_MAX_SIDE_PX } from "@/lib/config";
import { saveUpload } from "@/lib/data/uploads";
import { detectImage, IMAGE_TYPES, type ImageExtension } from "@/lib/site/images";
import { IMAGE_UPLOAD_MESSAGES, type ImageUploadProblem } from "@/lib/uploads/image-rules";

export type StoredImage = { url: string; contentType: string; size: number };
type Refusal = { problem: ImageUploadProblem; message: string };

const refuse = (problem: ImageUploadProblem): Refusal => ({ problem, message: IMAGE_UPLOAD_MESSAGES[problem] });

// sharp (libvips) is the image library Next's own optimizer uses. The header alone gives the
// dimensions, so an image too large to decode is refused before any pixel is read; the rest are
// decoded once here, turned upright by their EXIF orientation, stripped of metadata (sharp keeps
// none unless asked: no GPS position or camera serial reaches the public /uploads URL) and
// stored at most STORED_IMAGE_MAX_SIDE_PX a side, in their own format.
type Image = ReturnType<typeof sharp>;
const ENCODE: Record<ImageExtension, (image: Image) => Image> = {
  png: (image) => image.png(),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  webp: (image) => image.webp({ quality: 82 }),
};

async function reencode(bytes: Uint8Array, ext: ImageExtension): Promise<Uint8Array<ArrayBuffer> | Refusal> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return refuse("unreadable");
  }
  if (!width || !height) return refuse("unreadable");
  if (width > MAX_UPLOAD_SIDE_PX || height > MAX_UPLOAD_SIDE_PX || width * height > MAX_UPLOAD_PIXELS) return refuse("dimensions");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize({ width: STORED_IMAGE_MAX_SIDE_PX, height: STORED_IMAGE_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true });
    const out = await ENCODE[ext](image).toBuffer();
    return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
  } catch {
    // A header that promised more than the data holds (a truncated or damaged file).
    return refuse("unreadable");
  }
}

/**
 * Checks an uploaded file by its bytes (PNG, JPEG or WebP, at most 2 MB, within the pixel
 * limits), stores it re-encoded under its content hash. The callers (the editor's uploads, post
 * covers, the author's avatar) turn a problem into their own answer.
 */
export async function storeImageUpload(file: FormDataEntryValue | null | undefined): Promise<StoredImage | Refusal> {
  if (!(file instanceof Blob) || file.size === 0) return refuse("missing");
  if (file.size > MAX_UPLOAD_BYTES) return refuse("tooLarge");
  const original = new Uint8Array(await file.arrayBuffer());
  const ext = detectImage(original);
  if (!ext) return refuse("type");
  const bytes = await reencode(original, ext);
  if (!(bytes instanceof Uint8Array)) return bytes;
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`;
  await saveUpload({ name, contentType: IMAGE_TYPES[ext], bytes });
  return { url: `/uploads/${name}`, contentType: IMAGE_TYPES[ext], size: bytes.byteLength };
}
