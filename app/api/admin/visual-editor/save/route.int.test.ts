import { beforeAll, describe, expect, it } from "vitest";
import { NextResponse } from "next/server";
import { POST as save } from "@/app/api/admin/visual-editor/save/route";
import { GET as listRevisions } from "@/app/api/admin/visual-editor/revisions/route";
import { GET as getRevision } from "@/app/api/admin/visual-editor/revisions/[id]/route";
import { POST as restore } from "@/app/api/admin/visual-editor/revisions/[id]/restore/route";
import { POST as upload } from "@/app/api/admin/uploads/route";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { GATE_COOKIE, setGateCookie } from "@/lib/auth/gate";
import { hashPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { getSiteContent } from "@/lib/data/site";
import { MAX_UPLOAD_BYTES } from "@/lib/config";
import { ORIGIN, params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import pg from "pg";
import sharp from "sharp";
import { pngOf } from "@/tests/integration/images";

let admin: AdminSession;
let session = "";
let unlocked = "";

async function revisionCount() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query("SELECT count(*) FROM site_revisions")).rows[0].count);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await resetDatabase();
  const row = await createAdmin("admin", await hashPassword("correct horse"));
  ({ cookie: session, session: admin } = await signIn({ id: row.id, username: "admin" }));
  const response = NextResponse.json({});
  await setGateCookie(response, admin);
  unlocked = `${session}; ${GATE_COOKIE}=${response.cookies.get(GATE_COOKIE)?.value}`;
});

const saveWith = (body: unknown, cookie = unlocked) => save(request("/api/admin/visual-editor/save", { method: "POST", body, cookie }));

describe("POST /api/admin/visual-editor/save", () => {
  it("answers 401 without a session and 403 while the editor gate is locked, storing nothing", async () => {
    const body = { elements: [{ id: "hero-heading", type: "heading", content: "Hi" }] };
    expect((await saveWith(body, "")).status).toBe(401);
    const locked = await saveWith(body, session);
    expect(locked.status).toBe(403);
    expect((await locked.json()).error.message).toMatch(/Access denied/);
    expect(await revisionCount()).toBe(0);
  });

  it("saves a partial list as a new revision over the saved values", async () => {
    const response = await saveWith({ elements: [{ id: "hero-heading", type: "heading", content: "Build it right" }, { id: "primary-color", type: "color", content: "#FF0080" }] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Changes saved successfully", changed: ["hero-heading", "primary-color"] });
    const content = await getSiteContent();
    expect(content.revisionId).toBe(body.revisionId);
    expect(content.elements["hero-heading"]).toBe("Build it right");
    expect(content.elements["primary-color"]).toBe("#ff0080");
    expect(content.elements["hero-description"]).toContain("Step-by-step");

    const second = await (await saveWith({ elements: [{ id: "custom-css", content: "h1 { letter-spacing: 2px; }" }] })).json();
    const after = await getSiteContent();
    expect(second.changed).toEqual(["custom-css"]);
    expect(after.elements["hero-heading"]).toBe("Build it right");
    expect(after.customCss).toBe("h1 { letter-spacing: 2px; }");
  });

  it.each([
    ["an unknown id", { id: "hero-subtitle", content: "x" }, /Unknown element "hero-subtitle"/],
    ["a wrong type", { id: "hero-heading", type: "color", content: "#ffffff" }, /has type "heading"/],
    ["a bad colour", { id: "primary-color", content: "red" }, /Primary colour must be a colour like #/],
    ["a font outside the list", { id: "heading-font", content: "Comic Sans MS" }, /Heading font must be one of/],
    ["a size out of range", { id: "heading-size", content: "80" }, /from 12 to 72/],
    ["a padding out of range", { id: "section-padding", content: "300" }, /from 0 to 200/],
    ["a bad container width", { id: "container-width", content: "100vw" }, /width in pixels/],
    ["an over-long text", { id: "hero-heading", content: "x".repeat(201) }, /at most 200 characters/],
    ["an empty text", { id: "site-title", content: " " }, /must not be empty/],
    ["a remote image", { id: "hero-image", content: "https://evil.example/x.png" }, /image of this site/],
    ["a bad toggle", { id: "blog-enabled", content: "on" }, /true or false/],
    ["CSS breaking out of its style element", { id: "custom-css", content: "</style><script>alert(1)</script>" }, /'<'/],
    ["CSS loading a remote URL", { id: "custom-css", content: "body{background:url(https://evil.example/x.png)}" }, /remote URLs/],
    ["CSS with @import", { id: "custom-css", content: "@import '/x.css';" }, /@import/],
    ["CSS with expression()", { id: "custom-css", content: "a{width:expression(1)}" }, /expression/],
    ["over-long CSS", { id: "custom-css", content: "a{}".repeat(7000) }, /at most 20000 characters/],
  ])("answers 422 for %s, with a clear message, and stores nothing", async (_name, element, message) => {
    const before = await revisionCount();
    const response = await saveWith({ elements: [{ id: "hero-heading", content: "Should not be stored" }, element] });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(message);
    expect(await revisionCount()).toBe(before);
    expect((await getSiteContent()).elements["hero-heading"]).toBe("Build it right");
  });

  it("answers 422 for a malformed body and for bad customCss given beside the list", async () => {
    expect((await saveWith({ elements: "nope" })).status).toBe(422);
    const response = await saveWith({ elements: [], customCss: "@import url(/a.css);" });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields["custom-css"]).toMatch(/@import/);
  });

  it("stores no revision when nothing changed", async () => {
    const before = await revisionCount();
    const response = await saveWith({ elements: [{ id: "hero-heading", content: "Build it right" }] });
    expect((await response.json()).changed).toEqual([]);
    expect(await revisionCount()).toBe(before);
  });
});

describe("revisions", () => {
  it("lists revisions with what changed, previews one and restores it as a new revision", async () => {
    const list = await (await listRevisions(request("/api/admin/visual-editor/revisions", { cookie: unlocked }))).json();
    expect(list.revisions.map((r: { changed: string[] }) => r.changed)).toEqual([["custom-css"], ["hero-heading", "primary-color"]]);
    const first = list.revisions[1].id;

    await saveWith({ elements: [{ id: "hero-heading", content: "A later heading" }] });
    const preview = await (await getRevision(request(`/api/admin/visual-editor/revisions/${first}`, { cookie: unlocked }), params({ id: String(first) }))).json();
    expect(preview.revision.elements["hero-heading"]).toBe("Build it right");
    expect(preview.revision.customCss).toBe("");

    const response = await restore(request(`/api/admin/visual-editor/revisions/${first}/restore`, { method: "POST", cookie: unlocked }), params({ id: String(first) }));
    expect(response.status).toBe(200);
    const restored = await response.json();
    expect(restored.revisionId).toBeGreaterThan(first);
    const content = await getSiteContent();
    expect(content.elements["hero-heading"]).toBe("Build it right");
    expect(content.customCss).toBe("");
    const latest = (await (await listRevisions(request("/api/admin/visual-editor/revisions", { cookie: unlocked }))).json()).revisions[0];
    expect(latest).toMatchObject({ restoredFrom: first });
    expect(latest.changed).toEqual(expect.arrayContaining(["hero-heading", "custom-css"]));
  });

  it("answers 404 for an unknown revision and 401 without a session", async () => {
    expect((await getRevision(request("/api/admin/visual-editor/revisions/9999", { cookie: unlocked }), params({ id: "9999" }))).status).toBe(404);
    expect((await getRevision(request("/api/admin/visual-editor/revisions/abc", { cookie: unlocked }), params({ id: "abc" }))).status).toBe(404);
    expect((await listRevisions(request("/api/admin/visual-editor/revisions"))).status).toBe(401);
  });
});

let PNG: Uint8Array;
beforeAll(async () => {
  PNG = await pngOf(12, 8);
});


async function sendUpload(bytes: Uint8Array, filename: string, type: string, cookie = unlocked) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const { NextRequest } = await import("next/server");
  const built = new Request(`${ORIGIN}/api/admin/uploads`, { method: "POST", body: form });
  const headers = new Headers(built.headers);
  headers.set("origin", ORIGIN);
  headers.set("host", "localhost:3000");
  if (cookie) headers.set("cookie", cookie);
  return upload(new NextRequest(built.url, { method: "POST", headers, body: await built.arrayBuffer() }));
}

describe("image uploads", () => {
  it("stores a PNG under a content-hashed name and serves it with the right headers", async () => {
    const response = await sendUpload(PNG, "hero.png", "image/png");
    expect(response.status).toBe(201);
    const { url } = await response.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const name = url.split("/").pop();
    const served = await serveUpload(request(url), params({ name }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Stored re-encoded: the same image, not necessarily the same bytes.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 12, height: 8 });
  });

  it("refuses a renamed non-image and an oversized file with a clear message", async () => {
    const fake = await sendUpload(new TextEncoder().encode("<svg onload=alert(1)>"), "photo.png", "image/png");
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe("File must be a PNG, JPEG or WebP image");
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const oversized = await sendUpload(big, "big.png", "image/png");
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).error.message).toBe("Image must be at most 2 MB");
  });

  it("answers 401 without a session and 404 for unknown or malformed names", async () => {
    expect((await sendUpload(PNG, "x.png", "image/png", "")).status).toBe(401);
    expect((await serveUpload(request("/uploads/x"), params({ name: "../etc/passwd" }))).status).toBe(404);
    expect((await serveUpload(request("/uploads/x"), params({ name: `${"0".repeat(32)}.png` }))).status).toBe(404);
  });
});
