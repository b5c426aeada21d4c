import { beforeEach, describe, expect, it } from "vitest";
import NewsletterUnsubscribePage from "@/app/(site)/newsletter/unsubscribe/page";
import { POST as pressConfirm } from "@/app/api/account/confirm/route";
import { POST as act } from "@/app/api/admin/newsletter/[id]/send/route";
import { POST as setTopics } from "@/app/api/newsletter/preferences/route";
import { POST as subscribe } from "@/app/api/newsletter/subscribe/route";
import { POST as oneClick } from "@/app/api/newsletter/unsubscribe/route";
import { createIssue } from "@/lib/data/newsletter-issues";
import { db } from "@/lib/db";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { newsletterAddressToken } from "@/lib/newsletter/unsubscribe-links";
import { asSignedInAdmin } from "@/tests/integration/admin-session";
import { params, request } from "@/tests/integration/helpers";
import { expectError, post } from "@/tests/integration/public-forms";

// The welcome and test e-mails carry the newsletter's own unsubscribe (its topics), as issues do.

const admin = asSignedInAdmin();
const TOPICS = [
  { slug: "product-updates", name: "Product updates", description: "Changelog", position: 0 },
  { slug: "blog", name: "Blog", description: "Posts", position: 1 },
];
const mail = (to: string, kind: string) => db.emailOutbox.findFirstOrThrow({ where: { to, kind }, select: { text: true, html: true } });
const footerToken = (text: string) => /\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1] ?? "";
const topicsOf = async (email: string) => (await db.newsletterSubscription.findMany({ where: { member: { email } }, select: { topicSlug: true }, orderBy: { topicSlug: "asc" } })).map((s) => s.topicSlug);
const press = (token: string) => oneClick(request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }));

async function subscribed(email: string) {
  await subscribe(post("/api/newsletter/subscribe", { email }));
  const link = await mail(email, "member_confirm");
  const token = /\/account\/confirm\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
  expect((await pressConfirm(post("/api/account/confirm", { token }))).status).toBe(200);
}

describe("the welcome and test e-mails' unsubscribe", () => {
  beforeEach(async () => {
    await db.newsletterSubscription.deleteMany();
    await db.newsletterTopic.deleteMany();
    await db.newsletterTopic.createMany({ data: TOPICS });
  });

  it("the welcome's footer opens the topics page; its one-click URL leaves the newsletter only", async () => {
    const email = "welcomed@example.com";
    await subscribed(email);
    const welcome = await mail(email, "newsletter_welcome");
    const token = footerToken(welcome.text);
    expect(token).toBe(newsletterAddressToken(email));
    expect(welcome.html).toContain("Unsubscribe or choose topics");
    // Not the address-wide link that stops every e-mail.
    expect(welcome.text).not.toMatch(/(?<!newsletter)\/unsubscribe\?token=/);
    const headers = listUnsubscribeHeaders("newsletter_welcome", email);
    expect(headers["List-Unsubscribe"]).toContain(`/api/newsletter/unsubscribe?token=${token}`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The page shows the address and the topics; opening it changes nothing.
    const page = JSON.stringify(await NewsletterUnsubscribePage({ searchParams: Promise.resolve({ token }) }), (_k, v) => (typeof v === "function" ? undefined : v));
    expect(page).toContain(email);
    expect(await topicsOf(email)).toEqual(["blog", "product-updates"]);

    expect((await setTopics(post("/api/newsletter/preferences", { token, topics: ["blog"] }))).status).toBe(200);
    expect(await topicsOf(email)).toEqual(["blog"]);
    expect((await press(token)).status).toBe(200);
    expect(await topicsOf(email)).toEqual([]);
    // Only the newsletter: other e-mail to the address is not suppressed.
    expect(await db.emailSuppression.count()).toBe(0);
  });

  it("a forged or altered token changes nothing", async () => {
    const email = "kept@example.com";
    await subscribed(email);
    const token = newsletterAddressToken(email);
    const other = newsletterAddressToken("someone@example.com");
    const forged = `${token.split(".").slice(0, 2).join(".")}.${other.split(".")[2]}`;
    for (const bad of [forged, `a.${Buffer.from(email).toString("base64url")}.x`, "a..", token.slice(2)]) {
      await expectError(await press(bad), 400, "bad_request");
      await expectError(await setTopics(post("/api/newsletter/preferences", { token: bad, topics: [] })), 400, "bad_request");
    }
    expect(await topicsOf(email)).toEqual(["blog", "product-updates"]);
  });

  it("a test e-mail carries the newsletter's footer, not the address-wide one", async () => {
    const { id } = await createIssue({ subject: "Hi", markdown: "Text", topics: ["blog"] });
    const path = `/api/admin/newsletter/${id}/send`;
    expect((await act(request(path, { method: "POST", body: { action: "test", to: "owner@example.com" }, cookie: admin.cookie() }), params({ id }))).status).toBe(200);
    const test = await mail("owner@example.com", "newsletter_test");
    expect(footerToken(test.text)).toBe(newsletterAddressToken("owner@example.com"));
    expect(test.text).not.toMatch(/(?<!newsletter)\/unsubscribe\?token=/);
  });
});
