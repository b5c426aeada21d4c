import { revalidatePath } from "next/cache";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/admin/board-settings/route";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { POST as submitSuggestion } from "@/app/api/feature-suggestions/route";
import { GET as boardCall } from "@/app/api/ideas/route";
import { POST as voteCall } from "@/app/api/ideas/[id]/vote/route";
import { createAdmin } from "@/lib/data/admin";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { getPublicIdea } from "@/lib/data/ideas";
import { db } from "@/lib/db";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { seedSignedInMembers } from "@/tests/integration/members";
import { expectError, post } from "@/tests/integration/public-forms";

let admin = "";
beforeEach(async () => {
  await resetDatabase();
  ({ cookie: admin } = await signIn(await createAdmin("admin", "not-a-hash")));
  await saveNotificationSettings({ modes: { suggestion: "off", idea_votes: "off" } });
});

const setAutoPublish = (autoPublish: unknown) => settingsPut(request("/api/admin/board-settings", { method: "PUT", cookie: admin, body: { autoPublish } }));
async function suggest(name: string, description: string) {
  const res = await submitSuggestion(post("/api/feature-suggestions", { name, description, useCase: "In my garage", priority: "Important", email: "private.person@example.com", fillMs: 5000 }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const boardIds = async () => ((await (await boardCall(request("/api/ideas?sort=new"))).json()) as { items: { id: string }[] }).items.map((i) => i.id);

describe("publish new suggestions automatically", () => {
  it("is off by default: a new suggestion stays private until the admin publishes it", async () => {
    expect(await (await settingsGet(request("/api/admin/board-settings", { cookie: admin }))).json()).toEqual({ settings: { autoPublish: false } });
    const id = await suggest("Dark mode", "Easier on the eyes at night");
    expect(await getPublicIdea(id)).toBeNull();
    expect(await boardIds()).toEqual([]);
  });

  it("on, puts a new suggestion on the board at once with its own title and description, never its address; hide still works", async () => {
    expect((await setAutoPublish(true)).status).toBe(200);
    vi.mocked(revalidatePath).mockClear();
    const id = await suggest("Torque presets", "Saved torque values for every bolt");
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toContain("/ideas");
    expect(await getPublicIdea(id)).toMatchObject({ kind: "idea", idea: { title: "Torque presets", summary: "Saved torque values for every bolt", status: "under_review", history: [{ status: "under_review" }] } });
    const board = await (await boardCall(request("/api/ideas?sort=new"))).text();
    expect(board).toContain("Torque presets");
    expect(board).not.toContain("private.person");
    expect(board).not.toContain("In my garage");
    // Members can vote on it straight away.
    const [voter] = await seedSignedInMembers(1);
    expect((await voteCall(request(`/api/ideas/${id}/vote`, { method: "POST", cookie: voter!.cookie }), params({ id }))).status).toBe(200);

    // Still moderated: the admin hides it and it leaves the board.
    expect((await patchSuggestion(request(`/api/admin/feature-suggestions/${id}`, { method: "PATCH", cookie: admin, body: { hidden: true } }), params({ id }))).status).toBe(200);
    expect(await getPublicIdea(id)).toBeNull();
    expect(await boardIds()).toEqual([]);

    // A title longer than the public one's limit is cut with an ellipsis; off again, the next stays private.
    const long = await suggest("x".repeat(200), "Long");
    expect((await db.featureSuggestion.findUniqueOrThrow({ where: { id: long } })).publicTitle).toBe(`${"x".repeat(119)}…`);
    expect((await setAutoPublish(false)).status).toBe(200);
    const later = await suggest("Later idea", "Private for now");
    expect((await db.featureSuggestion.findUniqueOrThrow({ where: { id: later } })).isPublic).toBe(false);
  });

  it("refuses a setting that is not a boolean (422) and anyone but the admin (401)", async () => {
    const refused = await setAutoPublish("yes");
    expect((await expectError(refused, 422, "validation_failed")).fields).toHaveProperty("autoPublish");
    await expectError(await settingsPut(request("/api/admin/board-settings", { method: "PUT", body: { autoPublish: true } })), 401, "unauthorized");
    expect(await (await settingsGet(request("/api/admin/board-settings", { cookie: admin }))).json()).toEqual({ settings: { autoPublish: false } });
  });
});
