import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/events/route";
import { ANALYTICS_EVENTS, SERVER_EVENTS } from "@/lib/config";
import { db } from "@/lib/db";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { expectError, nextIp } from "@/tests/integration/public-forms";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
/** An event as a browser sends it: a user agent, a fresh address each time. */
const post = (path: string, body: unknown) => request(path, { method: "POST", body, ip: nextIp(), headers: { "user-agent": CHROME } });

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.analyticsEvent.deleteMany({});
});

describe("POST /api/events", () => {
  it.each(ANALYTICS_EVENTS.filter((n) => n !== "cta_click" && !(SERVER_EVENTS as readonly string[]).includes(n)))("records %s", async (name) => {
    const response = await POST(post("/api/events", { name }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect(await db.analyticsEvent.findMany({ select: { name: true, ctaId: true } })).toEqual([{ name, ctaId: null }]);
  });

  it("records a call-to-action click with its button id, dropping anything else", async () => {
    const response = await POST(post("/api/events", { name: "cta_click", ctaId: "hero_feedback_button", email: "x@example.com", path: "/" }));
    expect(response.status).toBe(201);
    expect(await db.analyticsEvent.findMany({ select: { name: true, ctaId: true } })).toEqual([
      { name: "cta_click", ctaId: "hero_feedback_button" },
    ]);
  });

  it.each([
    ["name", { name: "page_view" }],
    ["name", {}],
    ["ctaId", { name: "cta_click" }],
    ["ctaId", { name: "cta_click", ctaId: "footer_button" }],
    ["ctaId", { name: "theme_toggle", ctaId: "hero_prototype_button" }],
  ])("answers 422 naming %s for %j", async (field, body) => {
    const error = await expectError(await POST(post("/api/events", body)), 422, "validation_failed");
    expect(error.fields).toHaveProperty(field);
    expect(await db.analyticsEvent.count()).toBe(0);
  });

  it("answers 413 for an oversized body", async () => {
    await expectError(await POST(post("/api/events", { name: "theme_toggle", pad: "x".repeat(2000) })), 413, "payload_too_large");
  });
});
