import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { testersPage } from "@/lib/admin/lists";
import { getProgramState } from "@/lib/data/program";
import { testerQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/admin/testers?q&status&page&pageSize&cursor -> the cohort page, and the programme's
// state (slots taken of the cap, confirmation window).
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = testerQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const [page, program] = await Promise.all([testersPage(query), getProgramState()]);
  return adminJson({ ...page, program: { claimed: program.claimed, cap: program.cap, open: program.open, deadline: program.deadline, confirmHours: program.confirmHours } });
});
