import { beforeEach, describe, expect, it } from "vitest";
import { POST as merge } from "@/app/api/admin/feature-suggestions/[id]/merge/route";
import { DELETE as removeVote } from "@/app/api/admin/feature-suggestions/[id]/votes/[memberId]/route";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { POST as vote } from "@/app/api/ideas/[id]/vote/route";
import { GET as votersCall } from "@/app/api/admin/feature-suggestions/[id]/voters/route";
import { GET as listCall } from "@/app/api/feature-suggestions/route";
import { GET as countCall, POST as publishCall } from "@/app/api/admin/changelog/[id]/publish/route";
import { createAdmin } from "@/lib/data/admin";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { db } from "@/lib/db";
import { inTransaction } from "@/lib/data/transaction";
import { eraseMemberData } from "@/lib/members/erase";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";
import { confirmAddress, seedSignedInMembers } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

let admin = "";
beforeEach(async () => {
  await resetDatabase();
  ({ cookie: admin } = await signIn(await createAdmin("admin", "not-a-hash")));
  await saveNotificationSettings({ modes: { idea_votes: "off" } });
});

const as = (cookie: string, path: string, method: string, body?: unknown) => request(path, { method, cookie, body });
const castBy = (id: string, cookie: string) => vote(as(cookie, `/api/ideas/${id}/vote`, "POST"), params({ id }));
const votesOf = async (id: string) => (await db.featureSuggestion.findUniqueOrThrow({ where: { id }, select: { voteCount: true } })).voteCount;
const mergeCall = (from: string, into: string) => merge(as(admin, `/api/admin/feature-suggestions/${from}/merge`, "POST", { into }), params({ id: from }));

describe("merging A into B", () => {
  it("moves A's votes without counting anyone twice, moves followers and the submitter, and tells A's submitter and voters once", async () => {
    await confirmAddress("submitter@example.com");
    const a = await seedIdea({ title: "Night theme", email: "submitter@example.com" });
    const b = await seedIdea({ title: "Dark mode" });
    const [both, onlyA, onlyB] = await seedSignedInMembers(3);
    await castBy(a, both!.cookie);
    await castBy(b, both!.cookie);
    await castBy(a, onlyA!.cookie);
    await castBy(b, onlyB!.cookie);
    const answer = await mergeCall(a, b);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ votesMoved: 1, votes: 3, emailsQueued: 3 });
    expect(await votesOf(b)).toBe(3);
    expect(await db.ideaVote.count({ where: { suggestionId: b } })).toBe(3);
    expect(await votesOf(a)).toBe(0);
    const followers = await db.ideaFollow.findMany({ where: { suggestionId: b }, select: { member: { select: { email: true } } } });
    expect(followers.map((f) => f.member.email).sort()).toEqual(["submitter@example.com", "voter0@example.com", "voter1@example.com", "voter2@example.com"]);
    const mails = await db.emailOutbox.findMany({ where: { kind: "idea_merged" }, select: { to: true, text: true } });
    expect(mails.map((m) => m.to).sort()).toEqual(["submitter@example.com", "voter0@example.com", "voter1@example.com"]);
    expect(mails[0]!.text).toContain("Dark mode");
    expect(mails[0]!.text).not.toContain("submitter's");
    // Merging again is refused: nobody is told twice.
    await expectError(await mergeCall(a, b), 409, "conflict");
    expect(await db.emailOutbox.count({ where: { kind: "idea_merged" } })).toBe(3);
  });

  it("refuses a merge into itself, into a private idea or into an unknown one", async () => {
    const a = await seedIdea({ title: "A" });
    const hidden = await seedIdea({ title: "Private", isPublic: false });
    await expectError(await mergeCall(a, a), 422, "validation_failed");
    await expectError(await mergeCall(a, hidden), 422, "validation_failed");
    await expectError(await mergeCall(a, "nope"), 422, "validation_failed");
    await expectError(await mergeCall("nope", a), 404, "not_found");
  });
});

describe("moderation", () => {
  it("a hidden idea leaves the board and takes no votes; the admin removes a vote", async () => {
    const id = await seedIdea({ title: "Spammy" });
    const [m1, m2] = await seedSignedInMembers(2);
    await castBy(id, m1!.cookie);
    await castBy(id, m2!.cookie);
    const removed = await removeVote(as(admin, `/api/admin/feature-suggestions/${id}/votes/${m1!.id}`, "DELETE"), params({ id, memberId: m1!.id }));
    expect(await removed.json()).toMatchObject({ votes: 1 });
    await expectError(await removeVote(as(admin, `/api/admin/feature-suggestions/${id}/votes/${m1!.id}`, "DELETE"), params({ id, memberId: m1!.id })), 404, "not_found");
    const hide = await patchSuggestion(as(admin, `/api/admin/feature-suggestions/${id}`, "PATCH", { hidden: true }), params({ id }));
    expect(hide.status).toBe(200);
    await expectError(await castBy(id, m1!.cookie), 404, "not_found");
  });
});

describe("a member's erasure", () => {
  it("takes their votes and the ideas' counts with them", async () => {
    const id = await seedIdea({ title: "Erased voter's idea" });
    const [gone, stays] = await seedSignedInMembers(2);
    await castBy(id, gone!.cookie);
    await castBy(id, stays!.cookie);
    await inTransaction((tx) => eraseMemberData(tx, "voter0@example.com", { kind: "member" }));
    expect(await votesOf(id)).toBe(1);
    expect(await db.ideaVote.count({ where: { suggestionId: id } })).toBe(1);
  });
});

describe("followers", () => {
  it("are e-mailed once per status change of a public idea, not for shipped, not with idea updates off", async () => {
    const id = await seedIdea({ title: "Calendar sync" });
    const [fan, quiet, voterOff] = await seedSignedInMembers(3);
    await castBy(id, fan!.cookie);
    await castBy(id, quiet!.cookie);
    await db.member.update({ where: { id: quiet!.id }, data: { ideaUpdates: false } });
    await db.member.update({ where: { id: voterOff!.id }, data: { followOnVote: false } });
    await castBy(id, voterOff!.cookie);
    const patch = (body: unknown) => patchSuggestion(as(admin, `/api/admin/feature-suggestions/${id}`, "PATCH", body), params({ id }));
    expect((await patch({ status: "planned" })).status).toBe(200);
    expect((await patch({ status: "planned", publicSummary: "Same status" })).status).toBe(200);
    expect((await patch({ status: "shipped" })).status).toBe(200);
    const mails = await db.emailOutbox.findMany({ where: { kind: "idea_update" }, select: { to: true, subject: true } });
    expect(mails).toEqual([{ to: "voter0@example.com", subject: '"Calendar sync" is now Planned' }]);
  });
});

describe("the admin's feature-request list", () => {
  it("sorts by votes with follower counts, and the idea's voters are listed for the admin only", async () => {
    const few = await seedIdea({ title: "Few" });
    const many = await seedIdea({ title: "Many" });
    const members = await seedSignedInMembers(3);
    for (const m of members) await castBy(many, m.cookie);
    await castBy(few, members[0]!.cookie);
    const list = await listCall(as(admin, "/api/feature-suggestions?sort=votes", "GET"));
    const { items } = (await list.json()) as { items: { id: string; voteCount: number; followers: number }[] };
    expect(items.map((i) => [i.id, i.voteCount, i.followers])).toEqual([[many, 3, 3], [few, 1, 1]]);
    const voters = await (await votersCall(as(admin, `/api/admin/feature-suggestions/${few}/voters`, "GET"), params({ id: few }))).json();
    expect(voters).toEqual({ voters: [expect.objectContaining({ memberId: members[0]!.id, email: "voter0@example.com" })] });
    await expectError(await votersCall(request(`/api/admin/feature-suggestions/${few}/voters`), params({ id: few })), 401, "unauthorized");
  });
});

describe("a changelog entry that ships an idea", () => {
  it("e-mails its submitter, voters and followers once each, after the admin confirms the count", async () => {
    await confirmAddress("asker@example.com");
    const idea = await seedIdea({ title: "Torque presets", email: "Asker@Example.com" });
    await db.featureSuggestion.update({ where: { id: idea }, data: { notifyOptIn: true } });
    const [voter, follower, quitter] = await seedSignedInMembers(3);
    await castBy(idea, voter!.cookie);
    await db.ideaFollow.create({ data: { suggestionId: idea, memberId: follower!.id } });
    await castBy(idea, quitter!.cookie);
    await db.member.update({ where: { id: quitter!.id }, data: { ideaUpdates: false } });
    // The submitter also voted, under another spelling of the address: still one e-mail.
    const asker = await db.member.findUniqueOrThrow({ where: { emailKey: "asker@example.com" } });
    await db.ideaVote.create({ data: { suggestionId: idea, memberId: asker.id } });
    const entry = await db.changelogEntry.create({ data: { title: "Presets are here", body: "Done", date: new Date(), suggestions: { create: [{ suggestionId: idea }] } } });
    const count = await countCall(as(admin, `/api/admin/changelog/${entry.id}/publish`, "GET"), params({ id: entry.id }));
    expect(await count.json()).toMatchObject({ recipients: 3 });
    await expectError(await publishCall(as(admin, `/api/admin/changelog/${entry.id}/publish`, "POST"), params({ id: entry.id })), 409, "conflict");
    const published = await publishCall(as(admin, `/api/admin/changelog/${entry.id}/publish?recipients=3`, "POST"), params({ id: entry.id }));
    expect(published.status, await published.clone().text()).toBe(200);
    const mails = await db.emailOutbox.findMany({ where: { kind: "changelog_shipped" }, select: { to: true, text: true } });
    expect(mails.map((m) => m.to).sort()).toEqual(["Asker@Example.com", "voter0@example.com", "voter1@example.com"]);
    expect(mails.find((m) => m.to === "voter0@example.com")!.text).toContain("Torque presets");
    // Published again: nobody twice.
    expect((await publishCall(as(admin, `/api/admin/changelog/${entry.id}/publish`, "POST"), params({ id: entry.id }))).status).toBe(200);
    expect(await db.emailOutbox.count({ where: { kind: "changelog_shipped" } })).toBe(3);
  });
});
