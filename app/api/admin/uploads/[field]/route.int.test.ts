import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadFor } from "@/app/api/admin/uploads/[field]/route";
import { PUT as putProfile } from "@/app/api/admin/settings/profile/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { createAdmin, getAuthorProfile } from "@/lib/data/admin";
import { ORIGIN, params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { pngOf, rotatedJpeg } from "@/tests/integration/images";
import { getUpload } from "@/lib/data/uploads";
import sharp from "sharp";

let cookie = "";
let PNG: Uint8Array;

beforeAll(async () => {
  PNG = await pngOf(7, 7);
  await resetDatabase();
  const admin = await createAdmin("cover-admin", await hashPassword("cover-admin-password"));
  // The session alone: covers and avatars do not need the visual editor's gate.
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
});

async function send(field: string, bytes: Uint8Array, filename: string, type: string, withCookie = true) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const built = new Request(`${ORIGIN}/api/admin/uploads/${field}`, { method: "POST", body: form });
  const headers = new Headers(built.headers);
  headers.set("origin", ORIGIN);
  headers.set("host", "localhost:3000");
  if (withCookie) headers.set("cookie", cookie);
  return uploadFor(new NextRequest(built.url, { method: "POST", headers, body: await built.arrayBuffer() }), params({ field }));
}

describe("POST /api/admin/uploads/{cover|avatar}", () => {
  it("stores a cover image and answers its URL", async () => {
    const response = await send("cover", PNG, "cover.png", "image/png");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/), contentType: "image/png" });
  });

  it("refuses a file of the wrong type with 400 naming the field, whatever its name and declared type", async () => {
    const response = await send("cover", new TextEncoder().encode("<svg onload=alert(1)></svg>"), "cover.png", "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ code: "bad_request", message: "File must be a PNG, JPEG or WebP image", fields: { cover: "File must be a PNG, JPEG or WebP image" } }),
    });
  });

  it("refuses an image over 2 MB with 400 naming the field", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const response = await send("avatar", big, "me.png", "image/png");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ message: "Image must be at most 2 MB", fields: { avatar: "Image must be at most 2 MB" } });
  });

  it("refuses an image over 4096 px a side or 16 megapixels before decoding it, naming the limit", async () => {
    const limit = "Image must be at most 4096 pixels a side and 16 megapixels";
    for (const [width, height] of [
      [4097, 8],
      [4000, 4001],
    ] as const) {
      const response = await send("cover", await pngOf(width, height), "wide.png", "image/png");
      expect(response.status, `${width}×${height}`).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "bad_request", message: limit, fields: { cover: limit } });
    }
  });

  it("refuses a file that only starts like an image", async () => {
    const response = await send("cover", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7]), "x.png", "image/png");
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("The image could not be read: it may be damaged");
  });

  it("stores a photo upright, without its metadata, within 2400 px a side", async () => {
    const response = await send("cover", await rotatedJpeg(3000, 1000), "photo.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const { url } = await response.json();
    const stored = await getUpload(url.split("/").pop());
    const meta = await sharp(Buffer.from(stored!.bytes)).metadata();
    // Orientation 6 turned a 3000 × 1000 photo on its side: 1000 × 3000, then fitted in 2400.
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 2400 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored!.bytes).includes("SecretCam")).toBe(false);
  });

  it("refuses an empty file, an unknown field and a visitor", async () => {
    expect((await (await send("cover", new Uint8Array(0), "x.png", "image/png")).json()).error.fields).toEqual({ cover: "Choose an image to upload" });
    expect((await send("hero", PNG, "x.png", "image/png")).status).toBe(404);
    expect((await send("cover", PNG, "x.png", "image/png", false)).status).toBe(401);
  });
});

describe("PUT /api/admin/settings/profile", () => {
  it("saves the display name, bio and an uploaded avatar", async () => {
    const { url } = await (await send("avatar", PNG, "me.png", "image/png")).json();
    const response = await putProfile(request("/api/admin/settings/profile", { method: "PUT", cookie, body: { displayName: " Ada Fixwell ", bio: "Takes things apart.", avatar: url } }));
    expect(response.status).toBe(200);
    expect(await getAuthorProfile()).toEqual({ displayName: "Ada Fixwell", bio: "Takes things apart.", avatar: url });
  });

  it("refuses an avatar that is not an upload, and a name over the limit, with the field", async () => {
    const outside = await putProfile(request("/api/admin/settings/profile", { method: "PUT", cookie, body: { displayName: "Ada", avatar: "javascript:alert(1)" } }));
    expect(outside.status).toBe(422);
    expect((await outside.json()).error.fields).toHaveProperty("avatar");
    const long = await putProfile(request("/api/admin/settings/profile", { method: "PUT", cookie, body: { displayName: "x".repeat(81) } }));
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields).toHaveProperty("displayName");
  });
});
