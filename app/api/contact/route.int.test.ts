import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";
import { expectError, post } from "@/tests/integration/public-forms";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hello", message: "I want to test.", recaptchaToken: "" };

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.contactMessage.deleteMany({});
});

describe("POST /api/contact", () => {
  it("stores the message and answers 201 with the spec's success text", async () => {
    const response = await POST(post("/api/contact", valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ success: true, id: expect.any(String), message: "Message sent successfully! We will get back to you soon." });
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hello", message: "I want to test." });
  });

  it("accepts the payload without recaptchaToken and ignores unknown fields", async () => {
    const { recaptchaToken: _ignored, ...rest } = valid;
    void _ignored;
    const response = await POST(post("/api/contact", { ...rest, phone: "+1 555", admin: true }));
    expect(response.status).toBe(201);
    expect(await db.contactMessage.count()).toBe(1);
  });

  it.each([
    ["firstName", { firstName: "" }, "Please fill in all required fields."],
    ["lastName", { lastName: "  " }, "Please fill in all required fields."],
    ["email", { email: "" }, "Please fill in all required fields."],
    ["email", { email: "ada-at-example" }, "Please enter a valid email address."],
    ["subject", { subject: "" }, "Please fill in all required fields."],
    ["message", { message: "" }, "Please fill in all required fields."],
    ["firstName", { firstName: "x".repeat(101) }, "Must be at most 100 characters"],
    ["subject", { subject: "x".repeat(201) }, "Must be at most 200 characters"],
    ["message", { message: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["recaptchaToken", { recaptchaToken: 5 }, expect.any(String)],
    ["website", { website: "x" }, "This field must be left empty"],
    ["fillMs", { fillMs: 200 }, "Submitted too quickly"],
  ])("answers 422 naming %s for %j", async (field, change, message) => {
    const error = await expectError(await POST(post("/api/contact", { ...valid, ...change })), 422, "validation_failed");
    expect(error.fields?.[field]).toEqual(message);
    expect(await db.contactMessage.count()).toBe(0);
  });

  it("answers 413 for an oversized body", async () => {
    await expectError(await POST(post("/api/contact", { ...valid, message: "x".repeat(70_000) })), 413, "payload_too_large");
  });
});

describe("POST /api/contact: CR/LF in the subject", () => {
  it("never reaches the e-mail subject of the queued notification", async () => {
    await db.emailOutbox.deleteMany({});
    const response = await POST(post("/api/contact", { ...valid, subject: "Hello\r\nBcc: victim@example.com\nX-Evil: 1" }));
    expect(response.status).toBe(201);
    const queued = await db.emailOutbox.findMany({ select: { subject: true } });
    expect(queued.length).toBeGreaterThan(0);
    for (const { subject } of queued) {
      expect(subject).not.toMatch(/[\r\n]/);
      expect(subject).toContain("Hello Bcc: victim@example.com X-Evil: 1");
    }
  });
});
