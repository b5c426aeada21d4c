import { describe, expect, it } from "vitest";
import { DELETE as deleteEntry } from "@/app/api/admin/changelog/[id]/route";
import { POST as restoreBatch } from "@/app/api/admin/trash/[batch]/restore/route";
import { GET as listTrash } from "@/app/api/admin/trash/route";
import { DELETE as deletePost } from "@/app/api/blog/posts/[key]/route";
import { db } from "@/lib/db";
import { asSignedInAdmin, revalidated } from "@/tests/integration/admin-session";
import { params, request } from "@/tests/integration/helpers";

// Deleting a blog post or a changelog entry goes to the 30-day trash like every other admin
// delete, and a restore brings it back as it was.

const { call, cookie } = asSignedInAdmin();
const post = (slug: string, title = "Torque settings explained") =>
  db.blogPost.create({ data: { slug, title, content: "Tighten in a star pattern.", author: "admin", status: "published", publishedAt: new Date("2026-11-01T09:00:00Z"), tags: ["bikes"] } });

describe("a deleted blog post", () => {
  it("waits in the trash under its title and comes back with its id, slug and dates", async () => {
    const original = await post("torque-settings");
    const deleted = await call<{ trash: { batch: string } }>(deletePost, `/api/blog/posts/${original.id}`, "DELETE", { key: original.id });
    expect(await db.blogPost.count()).toBe(0);
    expect(revalidated()).toContain("/blog/torque-settings");
    const { batches } = await call<{ batches: { batch: string; label: string; counts: Record<string, number> }[] }>(listTrash, "/api/admin/trash", "GET");
    expect(batches[0]).toMatchObject({ batch: deleted.trash.batch, label: "Blog post “Torque settings explained”", counts: { post: 1 } });

    await call(restoreBatch, `/api/admin/trash/${deleted.trash.batch}/restore`, "POST", { batch: deleted.trash.batch });
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: original.id } })).toEqual(original);
    expect(revalidated()).toContain("/blog");
  });

  it("comes back under another slug when a new post took its slug meanwhile", async () => {
    const original = await post("wheel-truing", "Wheel truing");
    const { trash } = await call<{ trash: { batch: string } }>(deletePost, `/api/blog/posts/${original.id}`, "DELETE", { key: original.id });
    await post("wheel-truing", "Wheel truing, rewritten");
    await call(restoreBatch, `/api/admin/trash/${trash.batch}/restore`, "POST", { batch: trash.batch });
    const restored = await db.blogPost.findUniqueOrThrow({ where: { id: original.id } });
    expect(restored.slug).toBe(`wheel-truing-restored-${original.id.slice(-6)}`);
    expect(await db.blogPost.count({ where: { slug: "wheel-truing" } })).toBe(1);
  });
});

describe("a deleted changelog entry", () => {
  it("comes back with the suggestions it ships, except one erased meanwhile", async () => {
    const [kept, erased] = await Promise.all(["Offline mode", "Dark mode"].map((name) => db.featureSuggestion.create({ data: { name, description: "Please", status: "shipped" } })));
    const entry = await db.changelogEntry.create({
      data: { title: "November release", body: "Offline and dark.", date: new Date("2026-11-20"), status: "published", publishedAt: new Date(), suggestions: { create: [{ suggestionId: kept!.id }, { suggestionId: erased!.id }] } },
    });
    const { trash } = await call<{ trash: { batch: string } }>(deleteEntry, `/api/admin/changelog/${entry.id}`, "DELETE", { id: entry.id });
    expect(await db.changelogEntry.count()).toBe(0);
    expect(await db.changelogSuggestion.count()).toBe(0);
    expect(revalidated()).toContain("/changelog");
    await db.featureSuggestion.delete({ where: { id: erased!.id } });

    await call(restoreBatch, `/api/admin/trash/${trash.batch}/restore`, "POST", { batch: trash.batch });
    expect(await db.changelogEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
    expect(await db.changelogSuggestion.findMany({ select: { entryId: true, suggestionId: true } })).toEqual([{ entryId: entry.id, suggestionId: kept!.id }]);
    // A second delete of the same entry is a 404, not a second trash line.
    const again = await deleteEntry(request(`/api/admin/changelog/missing`, { method: "DELETE", cookie: cookie() }) as never, params({ id: "missing" }) as never);
    expect(again.status).toBe(404);
  });
});
