import sharp from "sharp";

/** A real PNG of these dimensions, one flat colour (a few hundred bytes even when huge). */
export async function pngOf(width: number, height: number, colour = { r: 40, g: 120, b: 200 }): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer());
}

/** A real JPEG with EXIF orientation 6 (shown rotated a quarter turn) and a camera make in its metadata. */
export async function rotatedJpeg(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam", Copyright: "Private" } } });
  return new Uint8Array(await image.toBuffer());
}
