import { beforeEach, describe, expect, it } from "vitest";
import * as accountNewsletter from "@/app/api/account/newsletter/route";
import { POST as pressConfirm } from "@/app/api/account/confirm/route";
import { POST as subscribe } from "@/app/api/newsletter/subscribe/route";
import { db } from "@/lib/db";
import { createIssue, prepareDeliveries } from "@/lib/data/newsletter-issues";
import { eraseMemberData } from "@/lib/members/erase";
import { resetDatabase } from "@/tests/integration/helpers";
import { confirmAddress, memberCall, signInMember } from "@/tests/integration/members";
import { expectError, post } from "@/tests/integration/public-forms";

const TOPICS = [
  { slug: "product-updates", name: "Product updates", description: "Changelog", position: 0 },
  { slug: "blog", name: "Blog", description: "Posts", position: 1 },
];
const mailsTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" }, select: { kind: true, text: true, subject: true } });
const confirmToken = (text: string) => /\/account\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const topicsOf = async (email: string) =>
  (await db.newsletterSubscription.findMany({ where: { member: { email } }, select: { topicSlug: true }, orderBy: { topicSlug: "asc" } })).map((s) => s.topicSlug);

/** The footer form, then the button of the link it sent. */
async function subscribeAndConfirm(email: string, topics?: string[]) {
  await subscribe(post("/api/newsletter/subscribe", { email, ...(topics ? { topics } : {}) }));
  const link = (await mailsTo(email)).filter((m) => m.kind === "member_confirm").at(-1)!;
  expect((await pressConfirm(post("/api/account/confirm", { token: confirmToken(link.text) }))).status).toBe(200);
}

describe("subscribing to the newsletter", () => {
  beforeEach(async () => {
    await resetDatabase();
    await db.newsletterTopic.createMany({ data: TOPICS });
  });

  it("an unconfirmed address gets only the confirmation link; its button subscribes and queues the welcome once", async () => {
    const email = "reader@example.com";
    const reply = await subscribe(post("/api/newsletter/subscribe", { email, topics: ["blog"] }));
    expect(reply.status).toBe(200);
    const before = await mailsTo(email);
    expect(before.map((m) => m.kind)).toEqual(["member_confirm"]);
    expect(await db.newsletterSubscription.count()).toBe(0);

    expect((await pressConfirm(post("/api/account/confirm", { token: confirmToken(before[0]!.text) }))).status).toBe(200);
    expect(await topicsOf(email)).toEqual(["blog"]);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["member_confirm", "newsletter_welcome"]);

    // Subscribing again (even to more topics) asks again, and never sends a second welcome.
    await subscribe(post("/api/newsletter/subscribe", { email }));
    const again = (await mailsTo(email)).at(-1)!;
    expect(again.kind).toBe("member_confirm");
    expect((await pressConfirm(post("/api/account/confirm", { token: confirmToken(again.text) }))).status).toBe(200);
    expect(await topicsOf(email)).toEqual(["blog", "product-updates"]);
    expect((await mailsTo(email)).filter((m) => m.kind === "newsletter_welcome")).toHaveLength(1);
  });

  it("the reply is the same for a member and a stranger; a member's address too is subscribed only from its link", async () => {
    await confirmAddress("member@example.com");
    const before = (await mailsTo("member@example.com")).length;
    const a = await (await subscribe(post("/api/newsletter/subscribe", { email: "member@example.com" }))).json();
    const b = await (await subscribe(post("/api/newsletter/subscribe", { email: "stranger@example.com" }))).json();
    expect(a).toEqual(b);
    // Someone else may have typed it: nothing changes and no newsletter mail goes until the button.
    expect(await topicsOf("member@example.com")).toEqual([]);
    const sent = (await mailsTo("member@example.com")).slice(before);
    expect(sent.map((m) => m.kind)).toEqual(["member_confirm"]);
    expect((await pressConfirm(post("/api/account/confirm", { token: confirmToken(sent[0]!.text) }))).status).toBe(200);
    expect(await topicsOf("member@example.com")).toEqual(["blog", "product-updates"]);
  });

  it("a sign-up left past its link's life subscribes nobody, and unknown fields or topics are refused or dropped", async () => {
    await subscribe(post("/api/newsletter/subscribe", { email: "late@example.com" }));
    await db.newsletterSignup.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const token = confirmToken((await mailsTo("late@example.com"))[0]!.text);
    expect((await pressConfirm(post("/api/account/confirm", { token }))).status).toBe(200);
    expect(await db.newsletterSubscription.count()).toBe(0);

    await expectError(await subscribe(post("/api/newsletter/subscribe", { email: "x@example.com", admin: true })), 400, "bad_request");
    await subscribeAndConfirm("y@example.com", ["nope", "blog"]);
    expect(await topicsOf("y@example.com")).toEqual(["blog"]);
  });

  it("/account shows and changes the topics; 401 without a member session", async () => {
    const cookie = await signInMember("me@example.com");
    await expectError(await accountNewsletter.GET(memberCall("/api/account/newsletter", undefined)), 401, "unauthorized");
    const saved = await accountNewsletter.POST(memberCall("/api/account/newsletter", cookie, { topics: ["product-updates"] }));
    expect(await saved.json()).toMatchObject({ topics: ["product-updates"] });
    expect(await (await accountNewsletter.GET(memberCall("/api/account/newsletter", cookie))).json()).toEqual({ topics: ["product-updates"] });
    await accountNewsletter.POST(memberCall("/api/account/newsletter", cookie, { topics: [] }));
    expect(await topicsOf("me@example.com")).toEqual([]);
    expect((await mailsTo("me@example.com")).filter((m) => m.kind === "newsletter_welcome")).toHaveLength(1);
  });

  it("a member's erasure takes their subscriptions and the record of issues sent to them", async () => {
    await subscribeAndConfirm("erased@example.com");
    await prepareDeliveries((await createIssue({ subject: "S", markdown: "M", topics: ["blog"] })).id);
    expect(await db.newsletterDelivery.count({ where: { email: "erased@example.com" } })).toBe(1);
    await db.$transaction((tx) => eraseMemberData(tx, "erased@example.com", { kind: "member" }));
    expect(await db.newsletterSubscription.count()).toBe(0);
    expect(await db.newsletterDelivery.count()).toBe(0);
  });
});
