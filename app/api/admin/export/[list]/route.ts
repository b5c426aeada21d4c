import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { csvStream } from "@/lib/admin/csv";
import { NO_STORE } from "@/lib/admin/http";
import { feedbackFilters, testerFilters } from "@/lib/admin/lists";
import { CONTACT_EXPORT_HEADER, exportContactMessages } from "@/lib/data/contact";
import { FEEDBACK_EXPORT_HEADER, exportFeedback } from "@/lib/data/feedback";
import { SUGGESTION_EXPORT_HEADER, exportSuggestions } from "@/lib/data/suggestions";
import { TESTER_EXPORT_HEADER, exportTesters } from "@/lib/data/testers";
import { feedbackQuerySchema, listQuerySchema, testerQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

type Export = { header: string[]; rows: AsyncGenerator<Buffer> };

const exporters: Record<string, (search: Record<string, string>) => Export> = {
  feedback(search) {
    const query = feedbackQuerySchema.parse(search);
    return { header: FEEDBACK_EXPORT_HEADER, rows: exportFeedback(feedbackFilters(query), query.sort) };
  },
  "feature-suggestions"(search) {
    return { header: SUGGESTION_EXPORT_HEADER, rows: exportSuggestions(listQuerySchema.parse(search).q || undefined) };
  },
  contact(search) {
    return { header: CONTACT_EXPORT_HEADER, rows: exportContactMessages(listQuerySchema.parse(search).q || undefined) };
  },
  testers(search) {
    return { header: TESTER_EXPORT_HEADER, rows: exportTesters(testerFilters(testerQuerySchema.parse(search))) };
  },
};

// GET /api/admin/export/{feedback|feature-suggestions|contact|testers}?<the list's filters>: CSV of every
// matching row (not only the current page), as a download streamed from a database cursor: it
// starts at once and memory stays flat however many rows there are (issue 20).
export const GET = apiHandler({ admin: true }, async ({ req, params }) => {
  const list = String(params.list ?? "");
  const exporter = Object.hasOwn(exporters, list) ? exporters[list] : undefined;
  if (!exporter) throw notFound("Export");
  const { header, rows } = exporter(Object.fromEntries(req.nextUrl.searchParams));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(header, rows), {
    headers: {
      ...NO_STORE,
      // no-transform: not gzipped on the fly. Compressing 300 MB of CSV costs more CPU than
      // reading it from the database, and halves the rows per second of the download.
      "Cache-Control": `${NO_STORE["Cache-Control"]}, no-transform`,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stepwise-${list}-${date}.csv"`,
    },
  });
});
