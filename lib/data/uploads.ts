import "server-only";
import { db } from "@/lib/db";

/** Stores an uploaded image under its content-hashed name (the same bytes keep the same name). */
export async function saveUpload(input: { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }) {
  await db.siteUpload.upsert({
    where: { name: input.name },
    create: { name: input.name, contentType: input.contentType, size: input.bytes.byteLength, bytes: input.bytes },
    update: {},
    select: { name: true },
  });
}

export function getUpload(name: string) {
  return db.siteUpload.findUnique({ where: { name }, select: { contentType: true, bytes: true } });
}
