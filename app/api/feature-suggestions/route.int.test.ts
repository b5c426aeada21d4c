import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/feature-suggestions/route";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";
import { expectError, post } from "@/tests/integration/public-forms";

const valid = { name: "Barcode scanning", description: "Scan a part to find its guide", useCase: "Workshop", priority: "Important", email: "" };

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.featureSuggestion.deleteMany({});
});

describe("POST /api/feature-suggestions", () => {
  it("stores the suggestion and answers 201 with the spec's text", async () => {
    const response = await POST(post("/api/feature-suggestions", { ...valid, email: "idea@example.com" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ success: true, id: expect.any(String), message: "We'll review your idea carefully. Thank you for helping us improve!" });
    const row = await db.featureSuggestion.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ name: "Barcode scanning", priority: "Important", email: "idea@example.com", useCase: "Workshop" });
  });

  it("defaults the priority to 'Nice to have' and ignores unknown fields", async () => {
    const response = await POST(post("/api/feature-suggestions", { name: "Dark mode", description: "Please", votes: 1000 }));
    expect(response.status).toBe(201);
    const row = await db.featureSuggestion.findUniqueOrThrow({ where: { id: (await response.json()).id } });
    expect(row).toMatchObject({ priority: "Nice to have", email: null, useCase: "" });
    expect(row).not.toHaveProperty("votes");
  });

  it.each([
    ["name", { name: " " }, "Please fill out all required fields marked with *"],
    ["description", { description: "" }, "Please fill out all required fields marked with *"],
    ["priority", { priority: "Urgent" }, "Priority must be one of: Nice to have, Important, Critical"],
    ["email", { email: "nope@" }, "Please enter a valid email address."],
    ["name", { name: "x".repeat(201) }, "Must be at most 200 characters"],
    ["description", { description: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["useCase", { useCase: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["website", { website: "filled" }, "This field must be left empty"],
    ["fillMs", { fillMs: 200 }, "Submitted too quickly"],
  ])("answers 422 naming %s for %j", async (field, change, message) => {
    const error = await expectError(await POST(post("/api/feature-suggestions", { ...valid, ...change })), 422, "validation_failed");
    expect(error.fields?.[field]).toBe(message);
    expect(await db.featureSuggestion.count()).toBe(0);
  });

  it("answers 413 for an oversized body", async () => {
    await expectError(await POST(post("/api/feature-suggestions", { ...valid, description: "x".repeat(70_000) })), 413, "payload_too_large");
  });
});
