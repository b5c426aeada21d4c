import { revalidatePath } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { GET as boardCall } from "@/app/api/ideas/route";
import { createAdmin } from "@/lib/data/admin";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { getPublicIdea } from "@/lib/data/ideas";
import { suppressAddress } from "@/lib/data/suppressions";
import { db } from "@/lib/db";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";
import { seedSignedInMembers } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

let admin = "";
beforeEach(async () => {
  await resetDatabase();
  ({ cookie: admin } = await signIn(await createAdmin("admin", "not-a-hash")));
  await saveNotificationSettings({ modes: { idea_votes: "off" } });
});

const patch = (id: string, body: unknown) => patchSuggestion(request(`/api/admin/feature-suggestions/${id}`, { method: "PATCH", cookie: admin, body }), params({ id }));
const answerMails = () => db.emailOutbox.findMany({ where: { kind: "idea_answer" }, select: { to: true, subject: true, text: true }, orderBy: [{ createdAt: "asc" }, { to: "asc" }] });
const follow = (suggestionId: string, memberIds: string[]) => db.ideaFollow.createMany({ data: memberIds.map((memberId) => ({ suggestionId, memberId })) });

describe("the official answer", () => {
  it("is shown on the idea and the board, and each new or changed text e-mails the followers once", async () => {
    const id = await seedIdea({ title: "Offline maps" });
    const [fan, quiet, gone] = await seedSignedInMembers(3);
    await follow(id, [fan!.id, quiet!.id, gone!.id]);
    await db.member.update({ where: { id: quiet!.id }, data: { ideaUpdates: false } });
    await suppressAddress("voter2@example.com");
    vi.mocked(revalidatePath).mockClear();

    const saved = await patch(id, { publicAnswer: "  We are drawing the tiles now.  " });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(vi.mocked(revalidatePath)).toHaveBeenCalledWith("/(site)/ideas/[id]", "page");
    const found = await getPublicIdea(id);
    expect(found).toMatchObject({ kind: "idea", idea: { answer: "We are drawing the tiles now.", answeredAt: expect.any(Date) } });
    const board = (await (await boardCall(request("/api/ideas?sort=top"))).json()) as { items: { id: string; answer: string }[] };
    expect(board.items).toEqual([expect.objectContaining({ id, answer: "We are drawing the tiles now." })]);

    // The same text again (and another field's save) sends nothing; a changed text is a new version.
    expect((await patch(id, { publicAnswer: "We are drawing the tiles now.", publicSummary: "Maps without signal" })).status).toBe(200);
    expect((await patch(id, { publicSummary: "Maps without a signal" })).status).toBe(200);
    expect((await patch(id, { publicAnswer: "Shipping in the spring." })).status).toBe(200);
    const mails = await answerMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["voter0@example.com", 'An answer on "Offline maps"'],
      ["voter0@example.com", 'An answer on "Offline maps"'],
    ]);
    expect(mails[0]!.text).toContain("We are drawing the tiles now.");
    expect(mails[1]!.text).toContain("Shipping in the spring.");
    expect(await db.featureSuggestion.findUniqueOrThrow({ where: { id }, select: { publicAnswerVersion: true } })).toEqual({ publicAnswerVersion: 2 });
    // Each is delivered by the job queue's email-delivery job, queued with it.
    const jobs = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'email-delivery'`;
    expect(Number(jobs[0]!.n)).toBe(2);
  });

  it("cleared, leaves the idea and tells nobody; a hidden or private idea's answer is e-mailed to nobody", async () => {
    const id = await seedIdea({ title: "Team spaces" });
    const hidden = await seedIdea({ title: "Spam", hidden: true });
    const secret = await seedIdea({ title: "Not yet", isPublic: false });
    const [fan] = await seedSignedInMembers(1);
    for (const idea of [id, hidden, secret]) await follow(idea, [fan!.id]);
    expect((await patch(id, { publicAnswer: "Yes, soon." })).status).toBe(200);
    expect((await patch(id, { publicAnswer: "" })).status).toBe(200);
    expect(await getPublicIdea(id)).toMatchObject({ idea: { answer: "", answeredAt: null } });
    expect((await patch(hidden, { publicAnswer: "No." })).status).toBe(200);
    expect((await patch(secret, { publicAnswer: "Later." })).status).toBe(200);
    expect((await answerMails()).length).toBe(1);
  });

  it("refuses an answer over 5,000 characters with a 422 naming the field, and a member or visitor with 401", async () => {
    const id = await seedIdea({ title: "Long" });
    const refused = await patch(id, { publicAnswer: "x".repeat(5001) });
    expect((await expectError(refused, 422, "validation_failed")).fields).toHaveProperty("publicAnswer");
    const anonymous = await patchSuggestion(request(`/api/admin/feature-suggestions/${id}`, { method: "PATCH", body: { publicAnswer: "Hi" } }), params({ id }));
    await expectError(anonymous, 401, "unauthorized");
    expect((await db.featureSuggestion.findUniqueOrThrow({ where: { id } })).publicAnswer).toBe("");
  });
});
