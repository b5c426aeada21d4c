import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getProgramState } from "@/lib/data/program";
import { env } from "@/lib/env";

export type NewFeedback = {
  clarity: string;
  confusion?: string;
  improvements?: string;
  usage: string;
  additional?: string;
  email?: string | null;
  rating?: number | null;
};

export type StoredFeedback = { id: string; testerSlot: number | null; createdAt: Date };

/** Serialises slot claims across every instance: the smallest free slot is chosen under it. */
const TESTER_SLOT_LOCK = 7_461_001;
const STORED = { id: true, testerSlot: true, createdAt: true } as const;
/**
 * A burst of claims waits its turn for the lock, each on a pooled connection, and the rest of the
 * burst waits for those connections: allow for that rather than fail. (1,000 submissions at once
 * take a few seconds; the pool's own wait, lib/postgres.ts, is the same 30 s.)
 */
const CLAIM_WAIT_MS = 30_000;

/**
 * Stores a feedback entry. An entry with an e-mail claims the smallest free tester slot (1..cap)
 * while the programme is open, at most one slot per address. The claim and the entry are one
 * transaction under a transaction-level advisory lock, so the cap holds on any number of instances.
 */
export async function createFeedback(input: NewFeedback): Promise<StoredFeedback> {
  const data = {
    clarity: input.clarity,
    confusion: input.confusion ?? "",
    improvements: input.improvements ?? "",
    usage: input.usage,
    additional: input.additional ?? "",
    email: input.email || null,
    rating: input.rating ?? null,
  };
  const email = data.email;
  // Most submissions cannot claim (no address, or the programme is closed): no lock for them.
  if (!email || !(await getProgramState()).open)
    return db.feedback.create({ data, select: STORED });
  return db.$transaction(
    async (tx) => {
      // Looked at again once this transaction has its connection (a burst waits for one): when the
      // slots filled meanwhile, the entry is stored without queueing for the lock.
      const [open] = await tx.$queryRaw<{ open: boolean }[]>`
      SELECT (SELECT count(*) FROM feedback WHERE "testerSlot" IS NOT NULL)
             < coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS open`;
      if (!open?.open) return tx.feedback.create({ data, select: STORED });
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TESTER_SLOT_LOCK})`;
      // Read again under the lock: cap, deadline and the slots taken are what the claim must see.
      const [row] = await tx.$queryRaw<{ taken: boolean; free: number | null }[]>`
      WITH settings AS (
        SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS cap,
               coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS deadline
      )
      SELECT EXISTS (SELECT 1 FROM feedback WHERE "testerSlot" IS NOT NULL AND lower(email) = lower(${email})) AS taken,
             (SELECT s FROM settings, generate_series(1, settings.cap) AS s
              WHERE now() <= settings.deadline
                AND s NOT IN (SELECT "testerSlot" FROM feedback WHERE "testerSlot" IS NOT NULL)
              ORDER BY s LIMIT 1) AS free`;
      const testerSlot = row && !row.taken ? row.free : null;
      return tx.feedback.create({ data: { ...data, testerSlot }, select: STORED });
    },
    { maxWait: CLAIM_WAIT_MS, timeout: CLAIM_WAIT_MS },
  );
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

export function listFeedback(
  filters: FeedbackFilters = {},
  page = { skip: 0, take: 50 },
  order: FeedbackOrder = "newest",
) {
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
  data: {
    status?: Prisma.FeedbackUpdateInput["status"];
    priority?: Prisma.FeedbackUpdateInput["priority"];
    response?: string | null;
  },
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
