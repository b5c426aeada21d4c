import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";

// The one database client. One pg pool serves Prisma and the raw SQL of the rate limiter.
type Db = { pool: pg.Pool; prisma: PrismaClient };

const CONNECT_TIMEOUT_MS = 1500;
const POOL_WAIT_MS = 30_000;

class FastFailClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function connect(): Db {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm start`");
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    // Two different waits. Opening a connection fails fast (FastFailClient, 1.5 s) so that a
    // database that is down answers 503 within 2 s; waiting for a free pooled connection under a
    // burst of requests may take longer and is not an outage.
    Client: FastFailClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Opened connections stay open (see warmPool): a burst must not wait on new handshakes.
    idleTimeoutMillis: 0,
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

/**
 * Opens the pool's connections when the server starts. Under a burst of requests the event loop
 * is busy, and a connection opened then can miss its 1.5 s handshake deadline (a 503 for a
 * healthy database). A database that is down at start is not an error here: requests say so.
 */
export async function warmPool(): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: env.DATABASE_POOL_SIZE }, () => pool().connect()));
  for (const client of clients) if (client.status === "fulfilled") client.value.release();
}
