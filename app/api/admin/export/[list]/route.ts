import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { toCsv } from "@/lib/admin/csv";
import { NO_STORE } from "@/lib/admin/http";
import { allRows, contactPage, feedbackPage, suggestionsPage } from "@/lib/admin/lists";
import { feedbackQuerySchema, listQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

type Csv = { header: string[]; rows: unknown[][] };

const exporters: Record<string, (search: Record<string, string>) => Promise<Csv>> = {
  async feedback(search) {
    const { items } = await feedbackPage(feedbackQuerySchema.parse(search), allRows);
    return {
      header: ["id", "createdAt", "email", "rating", "status", "priority", "clarity", "confusion", "improvements", "usage", "additional", "response", "testerSlot"],
      rows: items.map((f) => [f.id, f.createdAt, f.email, f.rating, f.status, f.priority, f.clarity, f.confusion, f.improvements, f.usage, f.additional, f.response, f.testerSlot]),
    };
  },
  async "feature-suggestions"(search) {
    const { items } = await suggestionsPage(listQuerySchema.parse(search), allRows);
    return {
      header: ["id", "createdAt", "name", "description", "useCase", "priority", "email"],
      rows: items.map((s) => [s.id, s.createdAt, s.name, s.description, s.useCase, s.priority, s.email]),
    };
  },
  async contact(search) {
    const { items } = await contactPage(listQuerySchema.parse(search), allRows);
    return {
      header: ["id", "createdAt", "firstName", "lastName", "email", "subject", "message", "delivery"],
      rows: items.map((c) => [c.id, c.createdAt, c.firstName, c.lastName, c.email, c.subject, c.message, c.delivery?.status ?? ""]),
    };
  },
};

// GET /api/admin/export/{feedback|feature-suggestions|contact}?<the list's filters>: CSV of every
// matching row (not only the current page), as a download.
export const GET = apiHandler({ admin: true }, async ({ req, params }) => {
  const list = String(params.list ?? "");
  const exporter = Object.hasOwn(exporters, list) ? exporters[list] : undefined;
  if (!exporter) throw notFound("Export");
  const { header, rows } = await exporter(Object.fromEntries(req.nextUrl.searchParams));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(header, rows), {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stepwise-${list}-${date}.csv"`,
    },
  });
});
