import { beforeEach, describe, expect, it } from "vitest";
import { DELETE as unvote, POST as vote } from "@/app/api/ideas/[id]/vote/route";
import { DELETE as unfollow, POST as follow } from "@/app/api/ideas/[id]/follow/route";
import { POST as voteByEmail } from "@/app/api/ideas/[id]/vote/by-email/route";
import { VOTE_LINK_SENT } from "@/lib/validation/ideas";
import { db } from "@/lib/db";
import { params, request, resetDatabase } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";
import { latestLinkToken, memberCookieOf, pressSignIn, seedSignedInMembers } from "@/tests/integration/members";
import { expectError, nextIp, post } from "@/tests/integration/public-forms";

beforeEach(resetDatabase);

const call = (method: "POST" | "DELETE", id: string, cookie?: string) => request(`/api/ideas/${id}/vote`, { method, cookie, ip: nextIp() });
const castVote = (id: string, cookie?: string) => vote(call("POST", id, cookie), params({ id }));
const votesOf = async (id: string) => (await db.featureSuggestion.findUniqueOrThrow({ where: { id }, select: { voteCount: true } })).voteCount;

describe("POST /api/ideas/{id}/vote", () => {
  it("counts 500 members voting at once as 500, in the counter and in the rows", async () => {
    const id = await seedIdea({ title: "Dark mode" });
    const members = await seedSignedInMembers(500);
    const answers = await Promise.all(members.map((m) => castVote(id, m.cookie)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(await votesOf(id)).toBe(500);
    expect(await db.ideaVote.count({ where: { suggestionId: id } })).toBe(500);
    // Voting follows by default, and the owner heard of the milestones only at 500 (one event, the highest).
    expect(await db.ideaFollow.count({ where: { suggestionId: id } })).toBe(500);
    const events = await db.notificationEvent.findMany({ where: { kind: "idea_votes", subjectId: id } });
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(new Set(events.map((e) => e.summary)).size).toBe(events.length);
    expect(events.map((e) => e.summary)).toContain('"Dark mode" has 500 votes');
  });

  it("counts one member voting 20 times at once as 1, and taking it back as 0", async () => {
    const id = await seedIdea({ title: "Offline mode" });
    const [member] = await seedSignedInMembers(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => castVote(id, member!.cookie)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await votesOf(id)).toBe(1);
    const back = await Promise.all(Array.from({ length: 5 }, () => unvote(call("DELETE", id, member!.cookie), params({ id }))));
    expect(back.every((a) => a.status === 200)).toBe(true);
    expect(await votesOf(id)).toBe(0);
    expect(await db.ideaVote.count()).toBe(0);
    // The follow a vote made stays until the member stops it.
    expect(await db.ideaFollow.count()).toBe(1);
  });

  it("refuses anyone without a member session (401), even for an unknown idea", async () => {
    const id = await seedIdea({ title: "Public" });
    await expectError(await castVote(id), 401, "unauthorized");
    await expectError(await castVote("nope"), 401, "unauthorized");
    await expectError(await castVote(id, "stepwise-member=forged"), 401, "unauthorized");
    await expectError(await follow(request(`/api/ideas/${id}/follow`, { method: "POST" }), params({ id })), 401, "unauthorized");
    expect(await votesOf(id)).toBe(0);
  });

  it("answers 404 for a private, hidden or unknown idea, and counts nothing", async () => {
    const [member] = await seedSignedInMembers(1);
    const privateIdea = await seedIdea({ title: "Private", isPublic: false });
    const hiddenIdea = await seedIdea({ title: "Hidden", hidden: true });
    for (const id of [privateIdea, hiddenIdea, "unknown-id"]) {
      await expectError(await castVote(id, member!.cookie), 404, "not_found");
      await expectError(await follow(request(`/api/ideas/${id}/follow`, { method: "POST", cookie: member!.cookie }), params({ id })), 404, "not_found");
    }
    expect(await db.ideaVote.count()).toBe(0);
  });

  it("does not follow on vote when the member turned that off; follow and unfollow work alone", async () => {
    const id = await seedIdea({ title: "Exports" });
    const [member] = await seedSignedInMembers(1);
    await db.member.update({ where: { id: member!.id }, data: { followOnVote: false } });
    expect(await (await castVote(id, member!.cookie)).json()).toMatchObject({ voted: true, votes: 1, followed: false });
    expect(await db.ideaFollow.count()).toBe(0);
    expect((await follow(request(`/api/ideas/${id}/follow`, { method: "POST", cookie: member!.cookie }), params({ id }))).status).toBe(200);
    expect(await db.ideaFollow.count()).toBe(1);
    expect((await unfollow(request(`/api/ideas/${id}/follow`, { method: "DELETE", cookie: member!.cookie }), params({ id }))).status).toBe(200);
    expect(await db.ideaFollow.count()).toBe(0);
  });

  it("a vote for a merged idea counts for the idea it went into", async () => {
    const target = await seedIdea({ title: "Target" });
    const merged = await seedIdea({ title: "Duplicate" });
    await db.featureSuggestion.update({ where: { id: merged }, data: { mergedIntoId: target } });
    const [member] = await seedSignedInMembers(1);
    expect(await (await castVote(merged, member!.cookie)).json()).toMatchObject({ ideaId: target, votes: 1 });
    expect(await votesOf(merged)).toBe(0);
  });
});

describe("POST /api/ideas/{id}/vote/by-email", () => {
  it("counts nothing until the sign-in link's button is pressed, then records the vote once", async () => {
    const id = await seedIdea({ title: "Calendar sync" });
    const answer = await voteByEmail(post(`/api/ideas/${id}/vote/by-email`, { email: "Visitor@Example.com" }), params({ id }));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ success: true, message: VOTE_LINK_SENT });
    expect(await votesOf(id)).toBe(0);
    const token = await latestLinkToken("Visitor@Example.com");
    const signedIn = await pressSignIn(token);
    expect(signedIn.status).toBe(200);
    expect(memberCookieOf(signedIn)).toBeTruthy();
    expect(await votesOf(id)).toBe(1);
    const member = await db.member.findUniqueOrThrow({ where: { emailKey: "visitor@example.com" } });
    expect(await db.ideaVote.findMany({ where: { suggestionId: id } })).toEqual([expect.objectContaining({ memberId: member.id })]);
    expect(await db.ideaPendingVote.count()).toBe(0);
    // The used link cannot vote again.
    expect((await pressSignIn(token)).status).not.toBe(200);
    expect(await votesOf(id)).toBe(1);
  });

  it("answers 404 for a private idea and sends nothing", async () => {
    const id = await seedIdea({ title: "Private", isPublic: false });
    await expectError(await voteByEmail(post(`/api/ideas/${id}/vote/by-email`, { email: "v@example.com" }), params({ id })), 404, "not_found");
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("refuses unknown fields (400 naming them)", async () => {
    const id = await seedIdea({ title: "Public" });
    const error = await expectError(await voteByEmail(post(`/api/ideas/${id}/vote/by-email`, { email: "v@example.com", vote: 5 }), params({ id })), 400, "bad_request");
    expect(JSON.stringify(error)).toContain("vote");
  });
});
