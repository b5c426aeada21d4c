import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getProgramSettings, getProgramState } from "@/lib/data/program";

export type NewFeedback = {
  clarity: string;
  confusion?: string;
  improvements?: string;
  usage: string;
  additional?: string;
  email?: string | null;
  rating?: number | null;
};

// Serialises slot claims: the smallest free slot is chosen under this transaction lock.
const TESTER_SLOT_LOCK = 7_461_001;

/**
 * Stores a feedback entry. An entry with an e-mail claims the smallest free tester slot (1..cap)
 * while the programme is open, at most one slot per address; the claim is atomic.
 */
export async function createFeedback(input: NewFeedback) {
  const data = {
    clarity: input.clarity,
    confusion: input.confusion ?? "",
    improvements: input.improvements ?? "",
    usage: input.usage,
    additional: input.additional ?? "",
    email: input.email || null,
    rating: input.rating ?? null,
  };
  // Most submissions cannot claim: skip the lock for them.
  if (!data.email || !(await getProgramState()).open) {
    const entry = await db.feedback.create({ data, select: { id: true, testerSlot: true, createdAt: true } });
    return entry;
  }
  const email = data.email;
  return queueClaim(() => db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TESTER_SLOT_LOCK})`;
      // On the transaction's own connection: a second pool connection here would deadlock the
      // pool under load (every connection held by a transaction waiting for the lock).
      const { cap, deadline } = await getProgramSettings(tx);
      let testerSlot: number | null = null;
      if (new Date() <= deadline) {
        const rows = await tx.$queryRaw<{ slot: number | null }[]>`
          SELECT CASE WHEN EXISTS (
                   SELECT 1 FROM feedback WHERE "testerSlot" IS NOT NULL AND lower(email) = lower(${email}))
                 THEN NULL
                 ELSE (SELECT s FROM generate_series(1, ${cap}::int) AS s
                       WHERE s NOT IN (SELECT "testerSlot" FROM feedback WHERE "testerSlot" IS NOT NULL)
                       ORDER BY s LIMIT 1)
                 END AS slot`;
        testerSlot = rows[0]?.slot ?? null;
      }
      return tx.feedback.create({ data: { ...data, testerSlot }, select: { id: true, testerSlot: true, createdAt: true } });
    },
    { maxWait: 15_000, timeout: 15_000 },
  ));
}

// Claims in this process wait their turn in memory, not on a pooled connection blocked on the
// advisory lock: a burst of submissions would otherwise hold every connection and starve the
// other queries into 503s. The advisory lock still orders claims across processes.
let claimQueue: Promise<unknown> = Promise.resolve();
function queueClaim<T>(claim: () => Promise<T>): Promise<T> {
  const turn = claimQueue.then(claim, claim);
  claimQueue = turn.catch(() => undefined);
  return turn;
}

export type FeedbackFilters = {
  q?: string;
  status?: Prisma.FeedbackWhereInput["status"];
  priority?: Prisma.FeedbackWhereInput["priority"];
  rating?: number;
};

export function feedbackWhere(filters: FeedbackFilters): Prisma.FeedbackWhereInput {
  const where: Prisma.FeedbackWhereInput = {};
  if (filters.status) where.status = filters.status;
  if (filters.priority) where.priority = filters.priority;
  if (filters.rating) where.rating = filters.rating;
  if (filters.q) {
    const contains = { contains: filters.q, mode: "insensitive" as const };
    where.OR = [
      { email: contains },
      { clarity: contains },
      { confusion: contains },
      { improvements: contains },
      { usage: contains },
      { additional: contains },
      { response: contains },
    ];
  }
  return where;
}

export type FeedbackOrder = "newest" | "oldest" | "rating_desc" | "rating_asc" | "priority";

const feedbackOrderBy: Record<FeedbackOrder, Prisma.FeedbackOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  rating_desc: [{ rating: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
  rating_asc: [{ rating: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }],
  // The enum's declared order is low, medium, high.
  priority: [{ priority: "desc" }, { createdAt: "desc" }],
};

export function listFeedback(filters: FeedbackFilters = {}, page = { skip: 0, take: 50 }, order: FeedbackOrder = "newest") {
  return db.feedback.findMany({
    where: feedbackWhere(filters),
    orderBy: feedbackOrderBy[order],
    skip: page.skip,
    take: page.take,
  });
}

export function countFeedback(filters: FeedbackFilters = {}) {
  return db.feedback.count({ where: feedbackWhere(filters) });
}

export function getFeedback(id: string) {
  return db.feedback.findUnique({ where: { id } });
}

export function updateFeedbackResponse(
  id: string,
  data: { status?: Prisma.FeedbackUpdateInput["status"]; priority?: Prisma.FeedbackUpdateInput["priority"]; response?: string | null },
  tx: Prisma.TransactionClient = db,
) {
  return tx.feedback.update({
    where: { id },
    data: { ...data, ...(data.response !== undefined ? { respondedAt: new Date() } : {}) },
  });
}

export function deleteFeedback(id: string) {
  return db.feedback.delete({ where: { id }, select: { id: true } });
}

export function deleteAllFeedback(tx: Prisma.TransactionClient = db) {
  return tx.feedback.deleteMany({});
}
