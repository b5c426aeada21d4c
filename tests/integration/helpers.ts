import { NextRequest } from "next/server";
import pg from "pg";
import { SESSION_COOKIE } from "@/lib/auth/cookies";

export const ORIGIN = "http://localhost:3000";

type RequestOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
};

/** A request as the browser on this site would send it (same Origin, JSON). */
export function request(path: string, { method = "GET", body, rawBody, headers = {}, cookie, ip = "203.0.113.10" }: RequestOptions = {}) {
  const h: Record<string, string> = { "x-forwarded-for": ip, host: "localhost:3000", ...headers };
  if (method !== "GET" && method !== "HEAD") {
    h.origin ??= ORIGIN;
    if (body !== undefined || rawBody !== undefined) h["content-type"] ??= "application/json";
  }
  if (cookie) h.cookie = cookie;
  return new NextRequest(new URL(path, ORIGIN), {
    method,
    headers: h,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}

export function sessionCookie(token: string) {
  return `${SESSION_COOKIE}=${token}`;
}

/** Empties every table, so that each test file starts from a clean database. */
export async function resetDatabase() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
    );
    await client.query(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
    await client.query(`INSERT INTO program_settings (id, "liveCount", "updatedAt") VALUES (1, false, now())`);
  } finally {
    await client.end();
  }
}

/** Signs an admin in the way the login call does: a session row, its cookie and the session as handlers see it. */
export async function signIn(admin: { id: string; username: string }, meta?: { address: string; userAgent: string }) {
  const { createSessionToken, getTokenAdmin } = await import("@/lib/auth/session");
  const cookie = sessionCookie(await createSessionToken(admin, meta));
  const session = await getTokenAdmin(request("/api/admin/session", { cookie }));
  if (!session) throw new Error("the new session is not live");
  return { cookie, session };
}
