import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as oneClick } from "@/app/api/newsletter/unsubscribe/route";
import { POST as choose } from "@/app/api/newsletter/preferences/route";
import { db } from "@/lib/db";
import { claimBatch, createIssue, prepareDeliveries, scheduleIssue } from "@/lib/data/newsletter-issues";
import { suppressAddress } from "@/lib/data/suppressions";
import { createResendProvider } from "@/lib/email/provider";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { clearJobs, hurryRetries, startJobs } from "@/tests/integration/jobs";

const fake = new FakeResend();
let provider: ReturnType<typeof createResendProvider>;
const READERS = 230;

/** Members subscribed to the given topics. */
async function members(prefix: string, count: number, topics: string[]) {
  const data = Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${String(i).padStart(4, "0")}`, email: `${prefix}${i}@example.com`, emailKey: `${prefix}${i}@example.com` }));
  await db.member.createMany({ data });
  await db.newsletterSubscription.createMany({ data: data.flatMap((m) => topics.map((topicSlug) => ({ memberId: m.id, topicSlug }))) });
  return data;
}

async function sendAndWait(issueId: string) {
  const { stop } = await startJobs(provider);
  try {
    await expect.poll(async () => { await hurryRetries(); return (await db.newsletterIssue.findUniqueOrThrow({ where: { id: issueId } })).status; }, { timeout: 50_000, interval: 300 }).toBe("sent");
  } finally {
    await stop();
  }
}

const received = () => fake.batchMessages.map((m) => m.to);

describe("newsletter delivery through the batch API", () => {
  beforeAll(async () => {
    await fake.start();
    provider = createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <news@stepwise.test>" });
  });
  afterAll(() => fake.stop());
  beforeEach(async () => {
    await resetDatabase();
    await clearJobs();
    fake.reset();
    await db.newsletterTopic.createMany({ data: [{ slug: "product-updates", name: "Product updates", description: "" }, { slug: "blog", name: "Blog", description: "" }] });
  });

  it("reaches every subscriber of the topic exactly once, in batches of 100 under a rate limit; never the unsubscribed, suppressed or unconfirmed", async () => {
    const readers = await members("reader", READERS, ["blog"]);
    await members("other", 3, ["product-updates"]);
    const [suppressed, bounced, complained] = await members("gone", 3, ["blog"]);
    await suppressAddress(suppressed!.email, "link");
    await suppressAddress(bounced!.email.toUpperCase(), "bounce");
    await suppressAddress(complained!.email, "complaint");
    const [quitter] = await members("quitter", 1, ["blog"]);
    await db.newsletterSubscription.deleteMany({ where: { memberId: quitter!.id } });
    await db.newsletterSignup.create({ data: { emailKey: "pending@example.com", topics: ["blog"], expiresAt: new Date(Date.now() + 600_000) } });

    fake.rateLimit = { calls: 2 };
    const issue = await createIssue({ subject: "Hello readers", markdown: "# News\n\nA **new** post.", topics: ["blog"] });
    expect(await scheduleIssue(issue.id, null)).toBe(true);
    await sendAndWait(issue.id);

    expect(received().sort()).toEqual(readers.map((r) => r.email).sort());
    expect(new Set(received()).size).toBe(READERS);
    const calls = fake.requests.filter((r) => r.path === "/emails/batch" && r.status === 200);
    expect(calls.map((c) => c.batch?.length).sort()).toEqual([100, 100, 30]);
    const first = fake.batchMessages[0]!;
    expect(first.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(first.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/);
    expect(first.html).toContain("<strong>new</strong>");
    // Rendered once by the send job: every batch sends that render, each with its own footer link.
    const stored = await db.newsletterIssue.findUniqueOrThrow({ where: { id: issue.id } });
    expect(stored.html).toContain("<strong>new</strong>");
    const withoutFooter = (html: string) => html.replace(/token=[^"&<]+/g, "token=");
    expect(new Set(fake.batchMessages.map((m) => withoutFooter(m.html))).size).toBe(1);
    const counts = await db.newsletterDelivery.groupBy({ by: ["status"], where: { issueId: issue.id }, _count: true });
    expect(counts).toEqual([{ status: "sent", _count: READERS }]);
    expect(await db.newsletterDelivery.count({ where: { issueId: issue.id, providerId: null } })).toBe(0);
  });

  it("keeps the send job's render only when it was made from the issue's current text", async () => {
    await members("reader", 2, ["blog"]);
    const issue = await createIssue({ subject: "Edited", markdown: "New text", topics: ["blog"] });
    await prepareDeliveries(issue.id, { from: { subject: "Edited", markdown: "Old text" }, html: "<p>Old text</p>", text: "Old text" });
    expect(await db.newsletterIssue.findUniqueOrThrow({ where: { id: issue.id } })).toMatchObject({ html: null, text: null });
    const next = await createIssue({ subject: "Same", markdown: "Text", topics: ["blog"] });
    await prepareDeliveries(next.id, { from: { subject: "Same", markdown: "Text" }, html: "<p>Text</p>", text: "Text" });
    expect(await db.newsletterIssue.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ html: "<p>Text</p>", text: "Text" });
  });

  it("a worker that died after the provider took a batch sends it again under the same key: nobody twice, nobody missed", async () => {
    const readers = await members("reader", 150, ["blog", "product-updates"]);
    const issue = await createIssue({ subject: "Again", markdown: "Text", topics: ["blog", "product-updates"] });
    expect(await prepareDeliveries(issue.id)).toBe(2);
    // The first try: claimed and sent, then the worker is killed before it records anything.
    const claimed = await claimBatch(issue.id, 0);
    const first = await provider.sendBatch(claimed.map((r) => ({ to: r.email, subject: "Again", html: "<p>Text</p>", text: "Text", headers: {}, tags: [] })), `newsletter-${issue.id}-0`, new Date());
    expect(first.ok).toBe(true);
    // Someone unsubscribes meanwhile: in the claimed batch they still get the issue once (it left);
    // in the batch not yet claimed they get nothing.
    const late = readers.find((r) => !claimed.some((c) => c.id && c.email === r.email))!;
    await db.newsletterSubscription.deleteMany({ where: { memberId: late.id } });

    await sendAndWait(issue.id);
    expect(fake.requests.filter((r) => r.path === "/emails/batch" && r.replayed)).toHaveLength(1);
    expect(received().sort()).toEqual(readers.filter((r) => r !== late).map((r) => r.email).sort());
    expect(await db.newsletterDelivery.findFirstOrThrow({ where: { memberId: late.id }, select: { status: true } })).toEqual({ status: "skipped" });
  });

  it("one click on List-Unsubscribe (a POST with no page) unsubscribes, and the next issue does not reach them", async () => {
    const readers = await members("reader", 5, ["blog", "product-updates"]);
    const first = await createIssue({ subject: "One", markdown: "Text", topics: ["blog"] });
    await scheduleIssue(first.id, null);
    await sendAndWait(first.id);
    const mine = fake.batchMessages.find((m) => m.to === readers[0]!.email)!;
    const url = /^<([^>]+)>/.exec(mine.headers["List-Unsubscribe"]!)![1]!;
    // As a mail provider sends it (RFC 8058): form-encoded, from its own servers, no Origin.
    const click = await oneClick(request(url, { method: "POST", rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(click.status).toBe(200);
    expect(await db.newsletterSubscription.count({ where: { memberId: readers[0]!.id } })).toBe(0);
    expect(await db.newsletterDelivery.count({ where: { issueId: first.id, unsubscribedAt: { not: null } } })).toBe(1);
    // The page's switches, by the second reader's link: only "blog" left.
    const token = new URL(/^<([^>]+)>/.exec(fake.batchMessages.find((m) => m.to === readers[1]!.email)!.headers["List-Unsubscribe"]!)![1]!).searchParams.get("token")!;
    expect(await (await choose(request("/api/newsletter/preferences", { method: "POST", body: { token, topics: ["product-updates"] } }))).json()).toMatchObject({ topics: ["product-updates"] });
    // A forged token changes nothing.
    expect((await oneClick(request(`${url.split("?")[0]}?token=${readers[2]!.id}.forged`, { method: "POST" }))).status).toBe(400);

    fake.reset();
    const next = await createIssue({ subject: "Two", markdown: "Text", topics: ["blog"] });
    await scheduleIssue(next.id, null);
    await sendAndWait(next.id);
    expect(received().sort()).toEqual(readers.slice(2).map((r) => r.email).sort());
  });
});
