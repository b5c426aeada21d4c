import { beforeEach, describe, expect, it } from "vitest";
import { GET as board } from "@/app/api/ideas/route";
import { GET as similar } from "@/app/api/ideas/similar/route";
import { GET as counts } from "@/app/api/ideas/counts/route";
import { GET as mine } from "@/app/api/account/ideas/route";
import { POST as vote } from "@/app/api/ideas/[id]/vote/route";
import { db } from "@/lib/db";
import { getPublicIdea } from "@/lib/data/ideas";
import { memberFollows } from "@/lib/data/idea-votes";
import { POST as setPreferences } from "@/app/api/account/preferences/route";
import { updateSuggestionByAdmin } from "@/lib/admin/suggestion-update";
import { params, request, resetDatabase } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";
import { seedSignedInMembers } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

beforeEach(resetDatabase);

type Item = { id: string; title: string; summary: string; status: string; votes: number };
const list = async (query: string) => ((await (await board(request(`/api/ideas${query}`))).json()) as { items: Item[] }).items;
const castBy = (id: string, cookie: string) => vote(request(`/api/ideas/${id}/vote`, { method: "POST", cookie }), params({ id }));

describe("GET /api/ideas and /api/ideas/similar", () => {
  it("sorts by votes, by recent votes and by age; filters by status; searches; shows only public, visible, unmerged ideas", async () => {
    const old = await seedIdea({ title: "Dark mode", summary: "A dark theme for the night", status: "planned" });
    const fresh = await seedIdea({ title: "Offline mode", summary: "Works on trains" });
    await seedIdea({ title: "Secret", isPublic: false });
    await seedIdea({ title: "Hidden spam", hidden: true });
    const merged = await seedIdea({ title: "Dark theme" });
    await db.featureSuggestion.update({ where: { id: merged }, data: { mergedIntoId: old } });
    const voters = await seedSignedInMembers(3);
    for (const v of voters) await castBy(old, v.cookie);
    await castBy(fresh, voters[0]!.cookie);
    // The old idea's votes were long ago: trending counts only the last 14 days.
    await db.ideaVote.updateMany({ where: { suggestionId: old }, data: { createdAt: new Date(Date.now() - 30 * 86_400_000) } });

    expect((await list("")).map((i) => [i.title, i.votes])).toEqual([["Dark mode", 3], ["Offline mode", 1]]);
    expect((await list("?sort=trending")).map((i) => i.title)).toEqual(["Offline mode", "Dark mode"]);
    expect((await list("?sort=new")).map((i) => i.title)).toEqual(["Offline mode", "Dark mode"]);
    expect((await list("?status=planned")).map((i) => i.title)).toEqual(["Dark mode"]);
    expect((await list("?q=trains")).map((i) => i.title)).toEqual(["Offline mode"]);
    // The live counts, public ideas only.
    const secret = (await db.featureSuggestion.findFirstOrThrow({ where: { isPublic: false } })).id;
    const live = await counts(request(`/api/ideas/counts?ids=${old},${fresh},${secret}`));
    expect(await live.json()).toEqual({ counts: { [old]: 3, [fresh]: 1 } });
    // Only the public words and counts: nothing of submitters or voters (the answer is the admin's public one).
    for (const item of await list("")) expect(Object.keys(item).sort()).toEqual(["answer", "id", "status", "summary", "title", "votes"]);
  });

  it("refuses an unknown sort (422) or field (400)", async () => {
    await expectError(await board(request("/api/ideas?sort=best")), 422, "validation_failed");
    await expectError(await board(request("/api/ideas?voter=1")), 400, "bad_request");
  });

  it("offers at most five public ideas like a near-duplicate title, never private ones", async () => {
    const dark = await seedIdea({ title: "Dark mode for the editor", summary: "Night-friendly colours" });
    await seedIdea({ title: "Dark mode please", isPublic: false });
    for (let n = 0; n < 8; n++) await seedIdea({ title: `Export to format ${n}` });
    const answer = await similar(request("/api/ideas/similar?q=Darkmode%20for%20editor"));
    const { items } = (await answer.json()) as { items: Item[] };
    expect(items.map((i) => i.id)).toEqual([dark]);
    // A half-typed last word, and words in another form ("editing" for "editor" is not one: all but one word is enough).
    for (const q of ["Dark mode for the edi", "dark modes editing"]) {
      expect(((await (await similar(request(`/api/ideas/similar?q=${encodeURIComponent(q)}`))).json()) as { items: Item[] }).items.map((i) => i.id)).toEqual([dark]);
    }
    const many = ((await (await similar(request("/api/ideas/similar?q=Export%20to%20format"))).json()) as { items: Item[] }).items;
    expect(many).toHaveLength(5);
    // Whatever is typed is taken as words, never as query syntax: quotes, backslashes, operators, e-mail addresses, URLs.
    for (const q of ["it's O'Brien\\'s back\\slash", "(dark | mode) & !editor <-> x:*", "éditeur 🚀 ünïcode a-b:c foo@bar.com http://x.y/z?a='1'"]) {
      const odd = await similar(request(`/api/ideas/similar?q=${encodeURIComponent(q)}`));
      expect(odd.status).toBe(200);
    }
  });

  it("GET /api/account/ideas tells a member their own votes and follows only (401 without a session)", async () => {
    const a = await seedIdea({ title: "A" });
    const b = await seedIdea({ title: "B" });
    const [ada, bob] = await seedSignedInMembers(2);
    await castBy(a, ada!.cookie);
    await castBy(b, bob!.cookie);
    const answer = await mine(request(`/api/account/ideas?ids=${a},${b}`, { cookie: ada!.cookie }));
    expect(await answer.json()).toEqual({ voted: [a], following: [a] });
    expect(answer.headers.get("cache-control")).toContain("no-store");
    await expectError(await mine(request(`/api/account/ideas?ids=${a}`)), 401, "unauthorized");
  });

  it("/account lists the public ideas a member follows; the board's preferences switch", async () => {
    const a = await seedIdea({ title: "Followed" });
    const hiddenLater = await seedIdea({ title: "Hidden later" });
    const [ada] = await seedSignedInMembers(1);
    await castBy(a, ada!.cookie);
    await castBy(hiddenLater, ada!.cookie);
    await db.featureSuggestion.update({ where: { id: hiddenLater }, data: { hidden: true } });
    expect(await memberFollows(ada!.id)).toEqual({ ideas: [expect.objectContaining({ id: a, publicTitle: "Followed", voteCount: 1 })], preferences: { followOnVote: true, ideaUpdates: true } });
    const saved = await setPreferences(request("/api/account/preferences", { method: "POST", cookie: ada!.cookie, body: { followOnVote: false, ideaUpdates: false } }));
    expect(await saved.json()).toMatchObject({ preferences: { followOnVote: false, ideaUpdates: false } });
    expect((await memberFollows(ada!.id)).preferences).toEqual({ followOnVote: false, ideaUpdates: false });
  });

  it("records the status history as the admin changes it, and a merged idea points at its target", async () => {
    const id = await seedIdea({ title: "History", isPublic: false });
    await updateSuggestionByAdmin(id, { isPublic: true });
    await updateSuggestionByAdmin(id, { status: "planned" });
    await updateSuggestionByAdmin(id, { status: "planned" });
    await updateSuggestionByAdmin(id, { status: "in_progress" });
    const found = await getPublicIdea(id);
    expect(found?.kind === "idea" && found.idea.history.map((h) => h.status)).toEqual(["under_review", "planned", "in_progress"]);
    const dup = await seedIdea({ title: "Dup" });
    await db.featureSuggestion.update({ where: { id: dup }, data: { mergedIntoId: id } });
    expect(await getPublicIdea(dup)).toEqual({ kind: "merged", into: id });
    expect(await getPublicIdea((await seedIdea({ title: "Hidden", hidden: true })))).toBeNull();
  });
});
