import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "@/lib/api/errors";
import { LOGIN_LOCKOUT_WINDOW_S } from "@/lib/config";
import { pool } from "@/lib/db";
import { env } from "@/lib/env";

// Limiter state lives in PostgreSQL (table rate_limits, created by a migration), so limits hold
// across restarts and across instances.
function limiter(keyPrefix: string, points: number, duration: number) {
  return new RateLimiterPostgres({
    storeClient: pool(),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}

const limiters = new Map<string, RateLimiterPostgres>();
function get(keyPrefix: string, points: number, duration: number) {
  const key = `${keyPrefix}:${points}:${duration}`;
  let found = limiters.get(key);
  if (!found) limiters.set(key, (found = limiter(keyPrefix, points, duration)));
  return found;
}

/** Consumes one point; throws a 429 ApiError (with Retry-After) when the limit is exceeded. */
async function consume(l: RateLimiterPostgres, key: string) {
  try {
    await l.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Public form endpoints: FORM_RATE_LIMIT_PER_MINUTE per address and endpoint (0 turns it off). */
export async function limitFormSubmission(endpoint: string, ip: string) {
  if (env.FORM_RATE_LIMIT_PER_MINUTE === 0) return;
  await consume(get(`form:${endpoint}`, env.FORM_RATE_LIMIT_PER_MINUTE, 60), ip);
}

/** Analytics events: generous, but bounded per address. */
export async function limitEvents(ip: string) {
  await consume(get("events", 120, 60), ip);
}

const loginFailures = () => get("login-fail", env.LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_WINDOW_S);

function loginKeys(username: string, ip: string) {
  return [`user:${username.toLowerCase()}`, `ip:${ip}`];
}

/** Throws 429 while the username or the address has used up its failed logins. */
export async function assertLoginAllowed(username: string, ip: string) {
  const l = loginFailures();
  for (const key of loginKeys(username, ip)) {
    const res = await l.get(key);
    if (res && res.consumedPoints >= env.LOGIN_MAX_FAILURES) throw rateLimited(res.msBeforeNext / 1000, "Too many failed logins.");
  }
}

export async function recordLoginFailure(username: string, ip: string) {
  const l = loginFailures();
  await Promise.all(loginKeys(username, ip).map((key) => l.penalty(key, 1)));
}

export async function clearLoginFailures(username: string) {
  await loginFailures().delete(`user:${username.toLowerCase()}`);
}
