import { beforeEach, describe, expect, it } from "vitest";
import { POST as pressConfirm } from "@/app/api/account/confirm/route";
import { POST as feedback } from "@/app/api/feedback/route";
import { POST as subscribe } from "@/app/api/newsletter/subscribe/route";
import { SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR } from "@/lib/config";
import { updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PRODUCT_UPDATES_NOTES } from "@/lib/newsletter/texts";
import { confirmTesterLink, resendTesterConfirmation } from "@/lib/testers/service";
import { resetDatabase } from "@/tests/integration/helpers";
import { expectError, post } from "@/tests/integration/public-forms";

// The feedback form's "Send me product updates" box: one confirmation e-mail, whichever it is.

const TOPICS = [
  { slug: "product-updates", name: "Product updates", description: "Changelog", position: 0 },
  { slug: "blog", name: "Blog", description: "Posts", position: 1 },
];
const entry = { clarity: "Clear", usage: "Weekly" };
const mailsTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, text: true } });
const tokenIn = (pattern: RegExp, text: string) => pattern.exec(text)?.[1] ?? "";
const testerToken = (text: string) => tokenIn(/\/tester\/confirm\?token=([A-Za-z0-9_.-]+)/, text);
const confirmToken = (text: string) => tokenIn(/\/account\/confirm\?token=([A-Za-z0-9_-]+)/, text);
const topicsOf = async (email: string) => (await db.newsletterSubscription.findMany({ where: { member: { email } }, select: { topicSlug: true } })).map((s) => s.topicSlug);
const closeProgramme = () => updateProgramSettings({ cap: null, deadline: new Date(Date.now() - 60_000) });

describe("the feedback form's product updates box", () => {
  beforeEach(async () => {
    await resetDatabase();
    await db.newsletterTopic.createMany({ data: TOPICS });
    await updateProgramSettings({ cap: null, deadline: new Date(Date.now() + 30 * 86_400_000) });
  });

  it("with a tester spot: one e-mail, the spot's; confirming it (or the admin's new link) subscribes to Product updates only", async () => {
    const email = "tester@example.com";
    const reply = await (await feedback(post("/api/feedback", { ...entry, email, newsletter: true, notify: true }))).json();
    expect(reply.tester).toBe("pending");
    expect(reply.notice).toContain(PRODUCT_UPDATES_NOTES.tester);
    const sent = await mailsTo(email);
    expect(sent.map((m) => m.kind)).toEqual(["tester_confirmation"]);
    expect(sent[0]!.text).toContain("Product updates");
    expect(await topicsOf(email)).toEqual([]);

    // The admin sends a new link when the first one has almost run out: the topic waits for it too.
    const pending = await db.newsletterSignup.findFirstOrThrow({ select: { expiresAt: true } });
    await db.newsletterSignup.updateMany({ data: { expiresAt: new Date(Date.now() + 60_000) } });
    const tester = await db.tester.findFirstOrThrow({ where: { email }, select: { id: true } });
    expect((await resendTesterConfirmation(tester.id)).ok).toBe(true);
    const resent = (await mailsTo(email)).at(-1)!;
    expect(resent.text).toContain("Product updates");
    expect((await db.newsletterSignup.findFirstOrThrow({ select: { expiresAt: true } })).expiresAt.getTime()).toBeGreaterThanOrEqual(pending.expiresAt.getTime());

    expect((await confirmTesterLink(testerToken(resent.text))).kind).toBe("confirmed");
    expect(await topicsOf(email)).toEqual(["product-updates"]);
    expect((await mailsTo(email)).map((m) => m.kind).sort()).toEqual(["newsletter_welcome", "tester_confirmation", "tester_confirmation", "tester_welcome"]);
  });

  it("without a tester spot: the newsletter's own confirmation link, one e-mail even with 'E-mail me' ticked", async () => {
    await closeProgramme();
    const email = "late@example.com";
    const reply = await (await feedback(post("/api/feedback", { ...entry, email, newsletter: true, notify: true }))).json();
    expect(reply.tester).toBe("closed");
    expect(reply.notice).toContain(PRODUCT_UPDATES_NOTES.link);
    const sent = await mailsTo(email);
    expect(sent.map((m) => m.kind)).toEqual(["member_confirm"]);
    expect((await pressConfirm(post("/api/account/confirm", { token: confirmToken(sent[0]!.text) }))).status).toBe(200);
    expect(await topicsOf(email)).toEqual(["product-updates"]);
  });

  it("unticked: the tester spot's link confirms the spot and subscribes nobody; ticked without an address does nothing", async () => {
    const email = "plain@example.com";
    await feedback(post("/api/feedback", { ...entry, email }));
    const sent = await mailsTo(email);
    expect(sent[0]!.text).not.toContain("Product updates");
    expect((await confirmTesterLink(testerToken(sent[0]!.text))).kind).toBe("confirmed");
    expect(await db.newsletterSubscription.count()).toBe(0);

    expect((await feedback(post("/api/feedback", { ...entry, newsletter: true }))).status).toBe(201);
    expect(await db.newsletterSignup.count()).toBe(0);
  });

  it("keeps the footer form's limits: per client address (429, nothing stored) and per recipient", async () => {
    const ip = "192.0.2.150";
    for (let i = 0; i < env.FORM_RATE_LIMIT_PER_MINUTE; i++) await subscribe(post("/api/newsletter/subscribe", { email: `f${i}@example.com` }, ip));
    const before = await db.feedback.count();
    await expectError(await feedback(post("/api/feedback", { ...entry, email: "x@example.com", newsletter: true }, ip)), 429, "rate_limited");
    expect(await db.feedback.count()).toBe(before);
    // The box unticked, the same address is only under the feedback form's own limit.
    expect((await feedback(post("/api/feedback", { ...entry, email: "x@example.com" }, ip))).status).toBe(201);

    await closeProgramme();
    const email = "flooded@example.com";
    const replies = [];
    for (let i = 0; i < SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR + 2; i++) replies.push(await (await feedback(post("/api/feedback", { ...entry, email, newsletter: true }))).json());
    expect(new Set(replies.map((r) => r.notice)).size).toBe(1);
    expect(await db.emailOutbox.count({ where: { to: email } })).toBe(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
  });
});
