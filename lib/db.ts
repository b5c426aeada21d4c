import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";

// The one database client. One pg pool serves Prisma and the raw SQL of the rate limiter.
type Db = { pool: pg.Pool; prisma: PrismaClient };

function connect(): Db {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm start`");
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    // A database that is down must fail fast (503 within 2 s), never hang a request.
    connectionTimeoutMillis: 1500,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle client losing its server is not fatal: the pool replaces it on the next query.
  pool.on("error", (error) => console.warn(`[db] idle connection error: ${error.message}`));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  onShutdown(() => pool.end());
  return { pool, prisma };
}

const globalForDb = globalThis as unknown as { stepwiseDb?: Db };

function instance(): Db {
  globalForDb.stepwiseDb ??= connect();
  return globalForDb.stepwiseDb;
}

/** The Prisma client. Created on first use, so that importing this module never connects. */
export const db = new Proxy({} as PrismaClient, {
  get: (_target, property) => Reflect.get(instance().prisma, property),
});

export function pool(): pg.Pool {
  return instance().pool;
}
