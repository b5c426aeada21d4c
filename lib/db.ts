import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { postgres } from "@/lib/postgres";

// The one database client: Prisma on the process's one pool (lib/postgres.ts).
let prisma: PrismaClient | undefined;

/** The Prisma client. Created on first use, so that importing this module never connects. */
export const db = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get((prisma ??= new PrismaClient({ adapter: new PrismaPg(postgres().pool) })), property),
});

/** The pool itself, for what Prisma cannot do (the rate limiter's upserts). */
export function pool(): pg.Pool {
  return postgres().pool;
}
