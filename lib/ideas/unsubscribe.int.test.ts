import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as merge } from "@/app/api/admin/feature-suggestions/[id]/merge/route";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { POST as followCall } from "@/app/api/ideas/[id]/follow/route";
import { POST as voteCall } from "@/app/api/ideas/[id]/vote/route";
import { GET as pageCall, POST as unsubscribeCall } from "@/app/api/ideas/unsubscribe/route";
import { countChangelogRecipients } from "@/lib/changelog/publish";
import { createAdmin } from "@/lib/data/admin";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { db } from "@/lib/db";
import { createResendProvider } from "@/lib/email/provider";
import { unsubscribeToken } from "@/lib/email/unsubscribe";
import { ideaUnsubscribeToken } from "@/lib/ideas/unsubscribe-links";
import { newsletterToken } from "@/lib/newsletter/unsubscribe-links";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";
import { deliverQueuedEmails } from "@/tests/integration/jobs";
import { seedSignedInMembers } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

const fake = new FakeResend();
let provider: ReturnType<typeof createResendProvider>;
let admin = "";
beforeAll(async () => {
  await fake.start();
  provider = createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <noreply@stepwise.test>", sendTimeoutMs: 2000 });
});
afterAll(() => fake.stop());
beforeEach(async () => {
  fake.reset();
  await resetDatabase();
  ({ cookie: admin } = await signIn(await createAdmin("admin", "not-a-hash")));
  await saveNotificationSettings({ modes: { idea_votes: "off" } });
});

const patch = (id: string, body: unknown) => patchSuggestion(request(`/api/admin/feature-suggestions/${id}`, { method: "PATCH", cookie: admin, body }), params({ id }));
/** As a mail provider sends RFC 8058's one-click: a form body, from anywhere, no cookie. */
const oneClick = (query: string) => unsubscribeCall(request(`/api/ideas/unsubscribe?${query}`, { method: "POST", rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" } }));
const follows = async (memberId: string) => (await db.ideaFollow.findMany({ where: { memberId }, select: { suggestionId: true } })).map((f) => f.suggestionId).sort();
const mailsTo = (to: string) => db.emailOutbox.count({ where: { to } });

describe("an idea e-mail's one-click unsubscribe", () => {
  it("names the member and the idea in the footer and List-Unsubscribe; its POST stops e-mails about that idea only, until they follow again", async () => {
    const maps = await seedIdea({ title: "Offline maps" });
    const sync = await seedIdea({ title: "Calendar sync" });
    const [fan] = await seedSignedInMembers(1);
    await voteCall(request(`/api/ideas/${maps}/vote`, { method: "POST", cookie: fan!.cookie }), params({ id: maps }));
    await db.ideaFollow.create({ data: { suggestionId: sync, memberId: fan!.id } });
    expect((await patch(maps, { status: "planned" })).status).toBe(200);

    const token = ideaUnsubscribeToken(fan!.id, maps);
    expect(await deliverQueuedEmails(provider)).toMatchObject({ sent: 1 });
    const sent = fake.deliveries[0]!.body!;
    expect((sent.headers as Record<string, string>)["List-Unsubscribe"]).toBe(`<http://localhost:3000/api/ideas/unsubscribe?token=${token}>`);
    expect(sent.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(sent.text).toContain(`Stop e-mails about this idea: http://localhost:3000/ideas/unsubscribe?token=${token}`);
    // The address-wide link stays below it.
    expect(sent.text).toContain(`/unsubscribe?token=${unsubscribeToken("voter0@example.com")}`);

    const done = await oneClick(`token=${token}`);
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ success: true });
    expect((await oneClick(`token=${token}`)).status).toBe(200);
    expect(await follows(fan!.id)).toEqual([sync]);

    // No news of that idea reaches them, as a follower or a voter; the other idea's still does.
    const before = await mailsTo("voter0@example.com");
    expect((await patch(maps, { status: "in_progress", publicAnswer: "Tiles are drawn." })).status).toBe(200);
    expect(await mailsTo("voter0@example.com")).toBe(before);
    const entry = await db.changelogEntry.create({ data: { title: "Maps", body: "Shipped", date: new Date(), suggestions: { create: [{ suggestionId: maps }] } } });
    expect(await countChangelogRecipients(entry.id)).toBe(0);
    expect((await patch(sync, { status: "planned" })).status).toBe(200);
    expect(await mailsTo("voter0@example.com")).toBe(before + 1);

    // Following again turns them back on.
    expect((await followCall(request(`/api/ideas/${maps}/follow`, { method: "POST", cookie: fan!.cookie }), params({ id: maps }))).status).toBe(200);
    expect(await countChangelogRecipients(entry.id)).toBe(1);
  });

  it("refuses a missing, forged, altered or other link's token with a 400 and changes nothing; a GET only lands on the page", async () => {
    const id = await seedIdea({ title: "Team spaces" });
    const other = await seedIdea({ title: "Other" });
    const [fan] = await seedSignedInMembers(1);
    await db.ideaFollow.create({ data: { suggestionId: id, memberId: fan!.id } });
    const good = ideaUnsubscribeToken(fan!.id, id);
    const forged = [
      "",
      "token=",
      `token=${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
      `token=${fan!.id}.${other}.${good.split(".")[2]}`,
      `token=${newsletterToken(fan!.id)}`,
      `token=${unsubscribeToken("voter0@example.com")}`,
      `token=${good}.extra`,
    ];
    for (const query of forged) await expectError(await oneClick(query), 400, "bad_request");
    await expectError(await oneClick(`token=${ideaUnsubscribeToken("no-such-member", id)}`), 400, "bad_request");
    const landed = await pageCall(request(`/api/ideas/unsubscribe?token=${good}`));
    expect(landed.status).toBe(303);
    expect(landed.headers.get("location")).toBe(`http://localhost:3000/ideas/unsubscribe?token=${good}`);
    expect(await follows(fan!.id)).toEqual([id]);
    expect(await db.ideaMute.count()).toBe(0);
    expect((await db.member.findUniqueOrThrow({ where: { id: fan!.id } })).ideaUpdates).toBe(true);

    // "Stop all idea updates": the member's address-wide idea preference.
    expect((await oneClick(`scope=all&token=${good}`)).status).toBe(200);
    expect((await db.member.findUniqueOrThrow({ where: { id: fan!.id } })).ideaUpdates).toBe(false);
  });

  it("a merge notice's link names the idea merged into; who stopped e-mails about the merged idea is not told and does not follow", async () => {
    const a = await seedIdea({ title: "Night theme" });
    const b = await seedIdea({ title: "Dark mode" });
    const [told, quiet] = await seedSignedInMembers(2);
    for (const m of [told!, quiet!]) await voteCall(request(`/api/ideas/${a}/vote`, { method: "POST", cookie: m.cookie }), params({ id: a }));
    expect((await oneClick(`token=${ideaUnsubscribeToken(quiet!.id, a)}`)).status).toBe(200);
    const merged = await merge(request(`/api/admin/feature-suggestions/${a}/merge`, { method: "POST", cookie: admin, body: { into: b } }), params({ id: a }));
    expect(await merged.json()).toMatchObject({ emailsQueued: 1 });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "idea_merged" } });
    expect(mail).toMatchObject({ to: "voter0@example.com", unsubscribeUrl: `http://localhost:3000/api/ideas/unsubscribe?token=${ideaUnsubscribeToken(told!.id, b)}` });
    expect(await follows(quiet!.id)).toEqual([]);
    expect(await db.ideaMute.findMany({ where: { memberId: quiet!.id }, select: { suggestionId: true }, orderBy: { suggestionId: "asc" } })).toEqual([a, b].sort().map((suggestionId) => ({ suggestionId })));
  });
});
