import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { NO_STORE } from "@/lib/admin/http";
import { feedbackFilters, memberFilters, testerFilters } from "@/lib/admin/lists";
import { exportContactMessages } from "@/lib/data/contact";
import { exportFeedback } from "@/lib/data/feedback";
import { exportMembers } from "@/lib/data/member-list";
import { exportSuggestions } from "@/lib/data/suggestions";
import { exportTesters } from "@/lib/data/testers";
import { waitlistFilters } from "@/lib/admin/waitlist";
import { exportWaitlist } from "@/lib/data/waitlist-admin";
import { feedbackQuerySchema, listQuerySchema, memberQuerySchema, testerQuerySchema } from "@/lib/validation/admin";
import { waitlistQuerySchema } from "@/lib/validation/waitlist-admin";

export const dynamic = "force-dynamic";

const exporters: Record<string, (search: Record<string, string>) => AsyncGenerator<Buffer>> = {
  feedback(search) {
    const query = feedbackQuerySchema.parse(search);
    return exportFeedback(feedbackFilters(query), query.sort);
  },
  "feature-suggestions": (search) => exportSuggestions(listQuerySchema.parse(search).q || undefined),
  contact: (search) => exportContactMessages(listQuerySchema.parse(search).q || undefined),
  testers: (search) => exportTesters(testerFilters(testerQuerySchema.parse(search))),
  members: (search) => exportMembers(memberFilters(memberQuerySchema.parse(search))),
  waitlist: (search) => exportWaitlist(waitlistFilters(waitlistQuerySchema.parse(search))),
};

/**
 * The chunks as a response body, pulled as the client reads (so memory holds one chunk); a
 * cancelled download ends the generator, which cancels the COPY behind it.
 */
function body(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

// GET /api/admin/export/{feedback|feature-suggestions|contact|testers|members|waitlist}?<the list's filters>: CSV of every
// matching row (not only the current page), written by PostgreSQL's COPY (FORMAT csv) and streamed:
// the download starts at once and memory stays flat however many rows there are.
export const GET = apiHandler({ admin: true }, async ({ req, params }) => {
  const list = String(params.list ?? "");
  const exporter = Object.hasOwn(exporters, list) ? exporters[list] : undefined;
  if (!exporter) throw notFound("Export");
  const rows = exporter(Object.fromEntries(req.nextUrl.searchParams));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body(rows), {
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
