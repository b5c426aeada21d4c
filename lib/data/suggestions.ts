import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type NewSuggestion = { name: string; description: string; useCase?: string; priority: string; email?: string | null };

export function createSuggestion(input: NewSuggestion) {
  return db.featureSuggestion.create({
    data: { ...input, useCase: input.useCase ?? "", email: input.email || null },
    select: { id: true, createdAt: true },
  });
}

export function suggestionWhere(q?: string): Prisma.FeatureSuggestionWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return { OR: [{ name: contains }, { description: contains }, { useCase: contains }, { email: contains }] };
}

export function listSuggestions(q?: string, page = { skip: 0, take: 50 }) {
  return db.featureSuggestion.findMany({
    where: suggestionWhere(q),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: page.skip,
    take: page.take,
  });
}

export function countSuggestions(q?: string) {
  return db.featureSuggestion.count({ where: suggestionWhere(q) });
}

export function deleteSuggestion(id: string) {
  return db.featureSuggestion.delete({ where: { id }, select: { id: true } });
}

export function deleteAllSuggestions(tx: Prisma.TransactionClient = db) {
  return tx.featureSuggestion.deleteMany({});
}
