import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "@/tests/integration/helpers";
import { listRecentActivity, logActivity } from "@/lib/data/activity";
import { createAdmin, findAdminById, findAdminWithHash, updateAdminUsername } from "@/lib/data/admin";
import { countEventsByDay, recordEvent } from "@/lib/data/analytics";
import { createPost, getPostBySlug, listPosts } from "@/lib/data/blog";
import { countContactMessages, createContactMessage, listContactMessages } from "@/lib/data/contact";
import { countFeedback, createFeedback, listFeedback, updateFeedbackResponse } from "@/lib/data/feedback";
import { enqueueEmail, getOutboxMessage, outboxHealth } from "@/lib/data/outbox";
import { getProgramState, toggleLiveCount, updateProgramSettings } from "@/lib/data/program";
import { submitFeedback } from "@/lib/testers/service";
import { confirmTester } from "@/tests/integration/testers";
import { db } from "@/lib/db";
import { getSiteContent, listSiteRevisions, saveSiteRevision } from "@/lib/data/site";
import { createSuggestion, listSuggestions } from "@/lib/data/suggestions";
import { DEFAULT_ELEMENTS } from "@/lib/site/elements";

beforeAll(resetDatabase);

describe("data layer, against the real database", () => {
  it("stores and reads feedback, with status, priority and response", async () => {
    const created = await createFeedback({ clarity: "Clear", usage: "Weekly", rating: 4 });
    await updateFeedbackResponse(created.id, { status: "in_progress", priority: "high", response: "Thanks!" });
    const [entry] = await listFeedback();
    expect(entry).toMatchObject({ clarity: "Clear", usage: "Weekly", rating: 4, status: "in_progress", priority: "high", response: "Thanks!" });
    expect(await countFeedback({ q: "clear" })).toBe(1);
  });

  it("gives tester slots to confirmed entries with an e-mail, one per address, up to the cap", async () => {
    await updateProgramSettings({ cap: 2, deadline: new Date(Date.now() + 86_400_000) });
    const a = await submitFeedback({ clarity: "a", usage: "a", email: "a@example.com" });
    const b = await submitFeedback({ clarity: "b", usage: "b", email: "b@example.com" });
    expect(await getProgramState()).toMatchObject({ cap: 2, claimed: 0, open: true });
    await confirmTester("a@example.com");
    await confirmTester("b@example.com");
    const again = await submitFeedback({ clarity: "a2", usage: "a2", email: "A@Example.com" });
    const c = await submitFeedback({ clarity: "c", usage: "c", email: "c@example.com" });
    expect([a.tester, b.tester, again.tester, c.tester]).toEqual(["pending", "pending", "duplicate", "closed"]);
    expect(await getProgramState()).toMatchObject({ cap: 2, claimed: 2, open: false });
    // Each request queued its confirmation e-mail with it.
    expect(await db.emailOutbox.count({ where: { kind: "tester_confirmation" } })).toBe(2);
    await db.emailOutbox.deleteMany({});
  });

  it("closes the programme after the deadline", async () => {
    await updateProgramSettings({ cap: 50, deadline: new Date(Date.now() - 1000) });
    const late = await submitFeedback({ clarity: "late", usage: "late", email: "late@example.com" });
    expect(late.tester).toBe("closed");
    expect((await getProgramState()).open).toBe(false);
    expect(await toggleLiveCount()).toBe(true);
    expect(await toggleLiveCount()).toBe(false);
  });

  it("stores feature suggestions and contact messages", async () => {
    await createSuggestion({ name: "Dark mode", description: "Please", priority: "Important", email: "" });
    const [suggestion] = await listSuggestions();
    expect(suggestion).toMatchObject({ name: "Dark mode", priority: "Important", email: null, useCase: "" });

    const message = await createContactMessage({ firstName: "Ada", lastName: "L", email: "ada@example.com", subject: "Hi", message: "Hello" });
    await enqueueEmail({ kind: "contact", to: "owner@example.com", replyTo: "ada@example.com", subject: "Hi", html: "<p>Hello</p>", text: "Hello", contactMessageId: message.id });
    const [stored] = await listContactMessages("ada");
    expect(stored?.outbox).toHaveLength(1);
    expect(stored?.outbox[0]?.status).toBe("queued");
    expect(await countContactMessages()).toBe(1);
    expect((await outboxHealth()).queued).toBe(1);
  });

  it("keeps drafts out of the public blog", async () => {
    await createPost({ title: "Hello", slug: "hello", excerpt: "Hi", content: "Body", tags: ["news"], author: "admin", status: "published" });
    await createPost({ title: "Draft", slug: "draft", excerpt: "", content: "Secret", tags: [], author: "admin", status: "draft" });
    expect((await listPosts()).map((p) => p.slug)).toEqual(["hello"]);
    expect(await getPostBySlug("draft")).toBeNull();
    expect(await getPostBySlug("draft", { includeDrafts: true })).not.toBeNull();
    expect(await listPosts({ includeDrafts: true })).toHaveLength(2);
  });

  it("saves site revisions; the newest is what visitors see", async () => {
    expect((await getSiteContent()).revisionId).toBeNull();
    await saveSiteRevision({ elements: { ...DEFAULT_ELEMENTS, "hero-heading": "New heading" }, customCss: "", changed: ["hero-heading"] });
    const content = await getSiteContent();
    expect(content.elements["hero-heading"]).toBe("New heading");
    expect(content.elements["site-title"]).toBe("StepWise");
    expect(await listSiteRevisions()).toHaveLength(1);
  });

  it("stores the admin account without exposing its hash, and its activity", async () => {
    const admin = await createAdmin("root", "$argon2id$fake");
    expect(admin).not.toHaveProperty("passwordHash");
    expect(await findAdminById(admin.id)).not.toHaveProperty("passwordHash");
    expect((await findAdminWithHash("root"))?.passwordHash).toBe("$argon2id$fake");
    await updateAdminUsername(admin.id, "boss");
    await logActivity({ action: "login", adminId: admin.id, detail: "one" });
    await logActivity({ action: "logout", adminId: admin.id, detail: "two" });
    expect((await listRecentActivity()).map((a) => a.detail)).toEqual(["two", "one"]);
  });

  it("records analytics events and counts them per day", async () => {
    await recordEvent("cta_click", "hero_prototype_button");
    await recordEvent("cta_click", "hero_prototype_button");
    await recordEvent("theme_toggle");
    const rows = await countEventsByDay(new Date(Date.now() - 86_400_000));
    expect(rows.find((r) => r.name === "cta_click")?.count).toBe(2);
    expect(rows.find((r) => r.name === "theme_toggle")?.count).toBe(1);
  });

  it("queues e-mail with an idempotency key", async () => {
    const queued = await enqueueEmail({ kind: "test", to: "x@example.com", subject: "s", html: "<p>h</p>", text: "h" });
    const stored = await getOutboxMessage(queued!.id);
    expect(stored?.idempotencyKey).toMatch(/^test-/);
    expect(stored?.status).toBe("queued");
  });
});
