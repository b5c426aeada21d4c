import { revalidatePath } from "next/cache";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { POST as resetFeedback } from "@/app/api/admin/reset-feedback/route";
import { POST as resetSuggestions } from "@/app/api/admin/reset-suggestions/route";
import { DELETE as eraseBatch } from "@/app/api/admin/trash/[batch]/route";
import { POST as restoreBatch } from "@/app/api/admin/trash/[batch]/restore/route";
import { DELETE as emptyTrash } from "@/app/api/admin/trash/route";
import { db } from "@/lib/db";
import { asSignedInAdmin, revalidated } from "@/tests/integration/admin-session";

const { call } = asSignedInAdmin();
type Handler = (req: never, ctx: never) => Promise<Response>;
const suggestion = () => db.featureSuggestion.create({ data: { name: "Dark mode", description: "Please", isPublic: true, publicTitle: "Dark mode", status: "planned" } });

// /roadmap and /changelog are static and list public suggestions: every write that moves a
// suggestion into or out of the trash must refresh both, as a single delete does.
describe("the pages that list suggestions are revalidated", () => {
  it("by a single delete, a reset of suggestions, a reset of feedback, a restore, an erase and emptying the trash", async () => {
    const one = await suggestion();
    const deleted = await call(deleteSuggestion, `/api/admin/feature-suggestions/${one.id}`, "DELETE", { id: one.id });
    expect(revalidated()).toEqual(expect.arrayContaining(["/roadmap", "/changelog"]));

    for (const [name, reset, path] of [
      ["reset-suggestions", resetSuggestions, "/api/admin/reset-suggestions"],
      ["reset-feedback", resetFeedback, "/api/admin/reset-feedback"],
    ] as const) {
      await suggestion();
      vi.mocked(revalidatePath).mockClear();
      const { trash } = await call(reset as Handler, path, "POST");
      expect({ name, paths: revalidated() }).toEqual({ name, paths: expect.arrayContaining(["/roadmap", "/changelog"]) });
      expect(await db.featureSuggestion.count()).toBe(0);

      vi.mocked(revalidatePath).mockClear();
      await call(restoreBatch, `/api/admin/trash/${trash!.batch}/restore`, "POST", { batch: trash!.batch });
      expect({ name, restore: revalidated() }).toEqual({ name, restore: expect.arrayContaining(["/roadmap", "/changelog"]) });
      expect(await db.featureSuggestion.count()).toBe(1);
      await db.featureSuggestion.deleteMany({});
    }

    vi.mocked(revalidatePath).mockClear();
    await call(eraseBatch, `/api/admin/trash/${deleted.trash!.batch}`, "DELETE", { batch: deleted.trash!.batch });
    expect(revalidated()).toEqual(expect.arrayContaining(["/roadmap", "/changelog"]));

    vi.mocked(revalidatePath).mockClear();
    await call(emptyTrash, "/api/admin/trash", "DELETE");
    expect(revalidated()).toEqual(expect.arrayContaining(["/roadmap", "/changelog"]));
  });
});
