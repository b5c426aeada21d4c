import { beforeAll, describe, expect, it } from "vitest";
import { GET as listFeedbackCall } from "@/app/api/feedback/route";
import { createAdmin } from "@/lib/data/admin";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { listContactMessages, totalContactMessages } from "@/lib/data/contact";
import { listFeedback, listFeedbackPage, totalFeedback, type FeedbackFilters, type FeedbackOrder } from "@/lib/data/feedback";
import { EXACT_COUNT_LIMIT, decodeCursor, type PageRequest } from "@/lib/data/list-query";
import { listSuggestions, listSuggestionsPage, totalSuggestions } from "@/lib/data/suggestions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

// Issue 20: the keyset pages, trigram search and estimated totals give the rows the lists gave
// before (Prisma's findMany with `contains, mode: insensitive` on every column and skip/take),
// in the same order, and a walk by cursor never skips or repeats a row while entries arrive.

const STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
const PRIORITIES = ["low", "medium", "high"] as const;
const base = Date.parse("2026-01-01T00:00:00.000Z");

/** The lists' queries as they were before issue 20 (with the id as the last tie-break everywhere). */
function before(filters: FeedbackFilters, order: FeedbackOrder) {
  const where: Prisma.FeedbackWhereInput = {};
  if (filters.status) where.status = filters.status;
  if (filters.priority) where.priority = filters.priority;
  if (filters.rating) where.rating = filters.rating;
  if (filters.q) {
    const contains = { contains: filters.q, mode: "insensitive" as const };
    where.OR = (["email", "clarity", "confusion", "improvements", "usage", "additional", "response"] as const).map((c) => ({ [c]: contains }));
  }
  const orderBy: Record<FeedbackOrder, Prisma.FeedbackOrderByWithRelationInput[]> = {
    newest: [{ createdAt: "desc" }, { id: "desc" }],
    oldest: [{ createdAt: "asc" }, { id: "asc" }],
    rating_desc: [{ rating: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    rating_asc: [{ rating: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    priority: [{ priority: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  };
  return db.feedback.findMany({ where, orderBy: orderBy[order], select: { id: true } }).then((rows) => rows.map((r) => r.id));
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Every page of a list by cursor, pageSize at a time; `between` runs before each next page. */
async function walk(list: (page: PageRequest) => Promise<{ items: { id: string }[]; nextCursor: string | null }>, pageSize: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let after: PageRequest["after"];
  for (let guard = 0; guard < 1000; guard++) {
    const { items, nextCursor } = await list({ take: pageSize, after });
    seen.push(...ids(items));
    if (!nextCursor) return seen;
    after = decodeCursor(nextCursor) ?? undefined;
    await between?.();
  }
  throw new Error("the walk did not end");
}

beforeAll(async () => {
  await resetDatabase();
  // 240 entries; every third pair shares its createdAt (ties), ratings include nulls, and the
  // search word "gearbox" appears in different columns and casings.
  const rows: Prisma.FeedbackCreateManyInput[] = Array.from({ length: 240 }, (_, i) => ({
    id: `fb-${String(i).padStart(4, "0")}-${(i * 7919) % 1000}`,
    email: i % 5 === 0 ? `user${i}@example.com` : i % 31 === 0 ? `GEARBOX${i}@example.com` : null,
    clarity: i % 13 === 0 ? `The Gearbox step ${i} was clear` : `Clear step ${i}`,
    confusion: i % 17 === 0 ? "which gearbox bolt first" : "",
    improvements: i % 19 === 0 ? "50% fewer steps_please" : "",
    usage: `Usage ${i}`,
    additional: i % 23 === 0 ? "gEaRbOx noise" : "",
    response: i % 29 === 0 ? "We fixed the GEARBOX photo" : null,
    rating: i % 6 === 0 ? null : 1 + (i % 5),
    status: STATUSES[i % 4],
    priority: PRIORITIES[Math.floor(i / 4) % 3],
    createdAt: new Date(base + Math.floor(i / 2) * 60_000 * (i % 3 === 0 ? 1 : 1.5)),
  }));
  await db.feedback.createMany({ data: rows });
  await db.featureSuggestion.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({
      id: `fs-${String(i).padStart(3, "0")}`,
      name: i % 7 === 0 ? `Gearbox view ${i}` : `Idea ${i}`,
      description: i % 11 === 0 ? "show the GEARBOX" : `Description ${i}`,
      useCase: "",
      priority: "Important",
      email: i % 13 === 0 ? `gearbox${i}@example.com` : null,
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    })),
  });
  await db.contactMessage.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({
      id: `cm-${String(i).padStart(3, "0")}`,
      firstName: i % 9 === 0 ? "Gearbox" : "Ada",
      lastName: "Lovelace",
      email: `sender${i}@example.com`,
      subject: `Subject ${i}`,
      message: i % 4 === 0 ? "My gearbox rattles" : "Hello",
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  });
});

describe("admin lists after issue 20, on the rows of before", () => {
  const filterSets: FeedbackFilters[] = [{}, { q: "gearbox" }, { q: "GEARbox" }, { status: "new", priority: "high" }, { rating: 3 }, { q: "step", status: "closed" }, { q: "clear step 1" }];
  const orders: FeedbackOrder[] = ["newest", "oldest", "rating_desc", "rating_asc", "priority"];

  it("lists the same feedback in the same order for every sort and filter, with exact totals", async () => {
    for (const filters of filterSets) {
      for (const order of orders) {
        const expected = await before(filters, order);
        expect(ids(await listFeedback(filters, { take: 1000 }, order)), JSON.stringify({ filters, order })).toEqual(expected);
        expect(await totalFeedback(filters)).toEqual({ total: expected.length, estimated: false });
      }
    }
    expect((await before({ q: "gearbox" }, "newest")).length).toBeGreaterThan(20);
  });

  it("gives the same pages by offset and by cursor, each row once", async () => {
    for (const order of orders) {
      for (const filters of [{}, { q: "gearbox" }, { status: "resolved" as const }]) {
        const expected = await before(filters, order);
        expect(await walk((page) => listFeedbackPage(filters, page, order), 7)).toEqual(expected);
        const byOffset: string[] = [];
        for (let skip = 0; skip < expected.length; skip += 7) byOffset.push(...ids(await listFeedback(filters, { skip, take: 7 }, order)));
        expect(byOffset).toEqual(expected);
      }
    }
  });

  it("never skips or repeats a row across cursor pages while entries are being inserted", async () => {
    for (const order of ["newest", "oldest", "rating_desc"] as const) {
      const original = await before({}, order);
      let n = 0;
      const insert = async () => {
        // New entries at the top of the newest-first list, and ties with rows already shown.
        await db.feedback.createMany({
          data: [
            { id: `new-${order}-${n}-a`, clarity: "arrived later", usage: "u", rating: 5, createdAt: new Date() },
            { id: `new-${order}-${n}-b`, clarity: "arrived later", usage: "u", rating: 1, createdAt: new Date(base) },
          ],
        });
        n++;
      };
      const seen = await walk((page) => listFeedbackPage({}, page, order), 9, insert);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => !id.startsWith("new-"))).toEqual(original);
      await db.feedback.deleteMany({ where: { id: { startsWith: "new-" } } });
    }
  });

  it("searches suggestions and contact messages as before: any column, any casing", async () => {
    const suggestionsBefore = await db.featureSuggestion.findMany({
      where: { OR: (["name", "description", "useCase", "email"] as const).map((c) => ({ [c]: { contains: "gearbox", mode: "insensitive" as const } })) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(ids(await listSuggestions("gearbox", { take: 100 }))).toEqual(ids(suggestionsBefore));
    expect(await totalSuggestions("gearbox")).toEqual({ total: suggestionsBefore.length, estimated: false });
    expect(await walk((page) => listSuggestionsPage(undefined, page), 8)).toEqual(ids(await db.featureSuggestion.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })));

    const contactBefore = await db.contactMessage.findMany({
      where: { OR: (["firstName", "lastName", "email", "subject", "message"] as const).map((c) => ({ [c]: { contains: "GEARBOX", mode: "insensitive" as const } })) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    expect(ids(await listContactMessages("GEARBOX", { take: 100 }))).toEqual(ids(contactBefore));
    expect(await totalContactMessages("GEARBOX")).toEqual({ total: contactBefore.length, estimated: false });
  });

  it("takes the search text literally and never matches across two columns", async () => {
    expect(ids(await listFeedback({ q: "50% fewer steps_please" }, { take: 100 }))).toEqual(await before({ q: "50% fewer steps_please" }, "newest"));
    expect(await listFeedback({ q: "50%steps" }, { take: 100 })).toEqual([]);
    // "Usage 12" is one column, "Clear step 12" another: their join is never searched as one text.
    expect(await listFeedback({ q: "12Usage" }, { take: 100 })).toEqual([]);
    expect(await listFeedback({ q: "step 12\u001fUsage" }, { take: 100 })).toEqual([]);
  });

  it("estimates a total beyond the exact-count limit, and says so", async () => {
    await db.featureSuggestion.createMany({
      data: Array.from({ length: EXACT_COUNT_LIMIT + 200 }, (_, i) => ({ name: `Bulk ${i}`, description: "bulk", createdAt: new Date(base - i * 1000) })),
    });
    await db.$executeRawUnsafe("ANALYZE feature_suggestions");
    const total = await totalSuggestions();
    expect(total.estimated).toBe(true);
    expect(total.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(await totalSuggestions("gearbox")).toMatchObject({ estimated: false });
  });
});

describe("GET /api/feedback with a cursor", () => {
  it("answers nextCursor, follows it, and refuses a cursor that is not one (422, not 500)", async () => {
    const admin = await createAdmin("lists-admin", await hashPassword("lists-admin-Secret-1"));
    const cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
    const get = async (path: string) => {
      const response = await listFeedbackCall(request(path, { cookie }) as never, params({}) as never);
      return { status: response.status, body: await response.json() };
    };
    const first = await get("/api/feedback?pageSize=5&sort=rating_asc");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 240, totalEstimated: false });
    const second = await get(`/api/feedback?pageSize=5&sort=rating_asc&page=2&cursor=${first.body.nextCursor}`);
    expect(ids(second.body.items)).toEqual((await before({}, "rating_asc")).slice(5, 10));
    const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
    const bad = [
      "nope",
      cursor(["x"]),
      cursor([1, 2, 3, 4, 5]),
      cursor(["2026-02-30T00:00:00.000Z", "fb-1"]), // not a date PostgreSQL accepts
      cursor(["2026-01-01T00:00:00.000Z", "fb\u0000"]), // a NUL PostgreSQL refuses
      cursor(["2026-01-01T00:00:00.000Z", 7]),
    ];
    for (const sort of ["newest", "rating_asc"]) bad.push(`${cursor([2 ** 40, "2026-01-01T00:00:00.000Z", "fb-1"])}&sort=${sort}`);
    for (const cursorValue of bad) {
      const answer = await get(`/api/feedback?cursor=${cursorValue}`);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: "validation_failed", fields: { cursor: "Invalid cursor" } });
    }
  });
});
