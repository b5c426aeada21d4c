import { NextResponse } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { logger } from "@/lib/logger";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { request } from "@/tests/integration/helpers";

const json = apiHandler({ schema: z.object({ a: z.number() }) }, async ({ body }) => NextResponse.json(body));
const noBody = apiHandler({}, async () => NextResponse.json({ ok: true }));
const admin = apiHandler({ admin: true }, async () => NextResponse.json({ ok: true }));
const upload = apiHandler({ accepts: "multipart", maxBodyBytes: 1024 }, async ({ form }) =>
  NextResponse.json({ name: (form?.get("file") as File | null)?.name ?? null }),
);

function chunked(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
}

describe("apiHandler: cross-site and body rules", () => {
  it("refuses cross-site requests with 403 before anything else, including the session check", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      expect((await admin(request("/x", { method: "POST", headers: { origin } }))).status).toBe(403);
    }
    const noOrigin = request("/x", { method: "POST", body: { a: 1 } });
    noOrigin.headers.delete("origin");
    expect((await json(noOrigin)).status).toBe(403);
    noOrigin.headers.set("sec-fetch-site", "same-origin");
    expect((await json(noOrigin)).status).toBe(200);
  });

  it("refuses form content types with 415, even on calls without a body schema", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      expect((await noBody(request("/x", { method: "POST", rawBody: "a=1", headers: { "content-type": type } }))).status).toBe(415);
      expect((await admin(request("/x", { method: "POST", rawBody: "a=1", headers: { "content-type": type } }))).status).toBe(415);
    }
    expect((await noBody(request("/x", { method: "POST" }))).status).toBe(200);
  });

  it("cuts off a chunked body over the limit with 413 and Connection: close", async () => {
    const req = request("/x", { method: "POST", headers: { "content-type": "application/json" } });
    const big = new Request(req.url, { method: "POST", headers: req.headers, body: chunked(`{"a":"${"x".repeat(200_000)}"}`, 8192), duplex: "half" } as RequestInit);
    const response = await json(big as never);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("accepts multipart only where the handler says so, within its limit", async () => {
    const form = new FormData();
    form.append("file", new File(["hello"], "hello.txt", { type: "text/plain" }));
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type") ?? "";
    const body = await encoded.text();
    const ok = await upload(request("/x", { method: "POST", rawBody: body, headers: { "content-type": type } }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: "hello.txt" });
    expect((await upload(request("/x", { method: "POST", body: { a: 1 } }))).status).toBe(415);
    expect((await json(request("/x", { method: "POST", rawBody: body, headers: { "content-type": type } }))).status).toBe(415);
    const big = body.replace("hello", "h".repeat(4096));
    expect((await upload(request("/x", { method: "POST", rawBody: big, headers: { "content-type": type } }))).status).toBe(413);
  });

  it("refuses a cross-site post to next-auth's own endpoints with 403", async () => {
    const req = request("/api/auth/signout", { method: "POST", rawBody: "csrfToken=x", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" } });
    expect((await nextAuthPost(req, { params: Promise.resolve({ nextauth: ["signout"] }) })).status).toBe(403);
  });
});

describe("apiHandler: a body the client cut short", () => {
  it("is logged as an aborted request, not as the database being unavailable, and answered 400", async () => {
    // What Node's server gives a handler whose client reset the connection mid-body.
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const req = request("/x", { method: "POST", headers: { "content-type": "application/json" } });
    const info = vi.spyOn(logger, "info").mockReturnValue(false);
    const warn = vi.spyOn(logger, "warn").mockReturnValue(false);
    try {
      const response = await json(new Request(req.url, { method: "POST", headers: req.headers, body: cut, duplex: "half" } as RequestInit) as never);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request", message: "The request body was cut short" } });
      expect(info.mock.calls.map(([line]) => line).join("\n")).toMatch(/POST \/x: request aborted by the client before its body ended \(aborted\)/);
      expect(warn.mock.calls.map(([line]) => line).join("\n")).not.toContain("database unavailable");
    } finally {
      info.mockRestore();
      warn.mockRestore();
    }
  });
});

describe("apiHandler: a database past its time bounds", () => {
  it("answers 503 with Retry-After and the request id in the header and the body", async () => {
    // A real statement_timeout (57014) raised by PostgreSQL through Prisma.
    const slow = apiHandler({}, async () => {
      const { db } = await import("@/lib/db");
      await db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL statement_timeout = 100");
        await tx.$queryRawUnsafe("SELECT pg_sleep(2)");
      });
      return NextResponse.json({ ok: true });
    });
    const req = request("/x");
    req.headers.set("x-request-id", "req-503-test");
    const response = await slow(req);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("x-request-id")).toBe("req-503-test");
    expect(await response.json()).toMatchObject({ error: { code: "service_unavailable", requestId: "req-503-test" } });
  });
});
