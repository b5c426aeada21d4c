import "server-only";
import { createHmac } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited } from "@/lib/api/errors";
import { authSecret } from "@/lib/auth/secret";
import { LOGIN_LOCKOUT_WINDOW_S, SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR, TESTER_LINKS_PER_RECIPIENT_PER_HOUR } from "@/lib/config";
import { env } from "@/lib/env";
import { postgres } from "@/lib/postgres";

// Limiter state lives in PostgreSQL (table rate_limits, created by a migration), so limits hold
// across restarts and across instances. The process's pool is reached through lib/postgres.ts,
// not lib/db.ts, so that proxy.ts (which limits costly paths) does not load the Prisma client.
// No address (nor a username typed at the login) is stored in clear: a row's key is the limiter's
// prefix and an HMAC-SHA256 of what it counts, under a key derived from the session secret, so
// a copy of the table cannot be matched against guessed addresses. The library builds every key
// it reads or writes through getKey, so every caller below is covered here. Expired rows are
// deleted by the rate-limit-purge job.
// Derived once, on first use (the secret is fixed for the life of the process).
let derivedKey: Buffer | undefined;
const hashKey = () => (derivedKey ??= createHmac("sha256", authSecret()).update("stepwise rate-limit keys v1").digest());

class HashedKeyLimiter extends RateLimiterPostgres {
  override getKey(key: string | number): string {
    return super.getKey(createHmac("sha256", hashKey()).update(String(key)).digest("base64url"));
  }
}

function limiter(keyPrefix: string, points: number, duration: number) {
  return new HashedKeyLimiter({
    storeClient: postgres().pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}

const limiters = new Map<string, HashedKeyLimiter>();
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

/** Consumes one point; false, not an error, once the limit is reached. */
async function tryConsume(l: RateLimiterMemory | RateLimiterPostgres, key: string): Promise<boolean> {
  try {
    await l.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Public form endpoints: FORM_RATE_LIMIT_PER_MINUTE per address and endpoint (0 turns it off). */
export async function limitFormSubmission(endpoint: string, ip: string) {
  if (env.FORM_RATE_LIMIT_PER_MINUTE === 0) return;
  await consume(get(`form:${endpoint}`, env.FORM_RATE_LIMIT_PER_MINUTE, 60), ip);
}

/**
 * Sign-in e-mails to one address (its normalised form), whoever asks: false once it had
 * SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR this hour. The caller answers as if it sent one, so the limit
 * tells a stranger nothing.
 */
export function signInLinkAllowed(emailKey: string): Promise<boolean> {
  return tryConsume(get("member-link", SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR, 3600), emailKey);
}

/**
 * Tester confirmation e-mails: TESTER_LINKS_PER_SENDER_PER_HOUR from one client address (0 turns
 * it off), and TESTER_LINKS_PER_RECIPIENT_PER_HOUR to one normalised address. False once either is
 * reached: the entry is stored and its reply says no link was sent.
 */
export async function testerLinkAllowed(emailKey: string, ip: string | undefined): Promise<boolean> {
  const perSender = env.TESTER_LINKS_PER_SENDER_PER_HOUR;
  if (ip && perSender > 0 && !(await tryConsume(get("tester-link-sender", perSender, 3600), ip))) return false;
  return tryConsume(get("tester-link-recipient", TESTER_LINKS_PER_RECIPIENT_PER_HOUR, 3600), emailKey);
}

/** Costly public paths (lib/security/costly-paths.ts): COSTLY_PATH_RATE_LIMIT_PER_MINUTE per address and kind (0 turns it off). */
export async function limitCostlyPath(kind: string, ip: string) {
  if (env.COSTLY_PATH_RATE_LIMIT_PER_MINUTE === 0) return;
  await consume(get(`costly:${kind}`, env.COSTLY_PATH_RATE_LIMIT_PER_MINUTE, 60), ip);
}

// Failed passwords (OWASP Authentication and Account Lockout cheat sheets). A stranger must not be
// able to lock the admin out: failures count per (username, address) pair, so they lock only the
// address that made them, plus a wider per-address throttle across usernames. The admin signing
// in from an address with no failures is never refused. A lock ends LOGIN_LOCKOUT_WINDOW_S after
// the first failure of its window; while locked, attempts are refused before any password check.
type Bucket = { limiter: () => RateLimiterPostgres; points: () => number };
const bucket = (prefix: string, points: () => number): Bucket => ({ limiter: () => get(prefix, points(), LOGIN_LOCKOUT_WINDOW_S), points });

const loginPair = bucket("login-pair", () => env.LOGIN_MAX_FAILURES);
const loginAddress = bucket("login-addr", () => env.LOGIN_MAX_FAILURES_PER_ADDRESS);
// Wrong passwords typed while signed in (gates, settings, reset): their own bucket per admin and address.
const passwordCheck = bucket("password-check", () => env.LOGIN_MAX_FAILURES);

/** The same name however it is typed: "Admin", " admin ", full-width "ａｄｍｉｎ". */
export const normaliseUsername = (username: string) => username.normalize("NFKC").trim().toLowerCase();

async function assertOpen(entries: [Bucket, string][], message: string) {
  const waits = await Promise.all(
    entries.map(async ([b, key]) => {
      const res = await b.limiter().get(key);
      return res && res.consumedPoints >= b.points() ? res.msBeforeNext / 1000 : 0;
    }),
  );
  const wait = Math.max(...waits);
  if (wait > 0) throw rateLimited(wait, message);
}

const loginEntries = (username: string, ip: string): [Bucket, string][] => [
  [loginPair, `${normaliseUsername(username)}|${ip}`],
  [loginAddress, ip],
];

/** Throws 429 (Retry-After, and the wait in words) while this name from this address, or this address, is locked. */
export function assertLoginAllowed(username: string, ip: string) {
  return assertOpen(loginEntries(username, ip), "Too many failed sign-ins.");
}

export async function recordLoginFailure(username: string, ip: string) {
  await Promise.all(loginEntries(username, ip).map(([b, key]) => b.limiter().penalty(key, 1)));
}

/** A successful sign-in forgets this pair's failures (the address's throttle stays). */
export async function clearLoginFailures(username: string, ip: string) {
  await loginPair.limiter().delete(`${normaliseUsername(username)}|${ip}`);
}

const checkKey = (adminId: string, ip: string) => `${adminId}|${ip}`;

/** Throws 429 while the signed-in admin's wrong passwords from this address (gates, settings) are locked. */
export function assertPasswordCheckAllowed(adminId: string, ip: string) {
  return assertOpen([[passwordCheck, checkKey(adminId, ip)]], "Too many wrong passwords.");
}

export async function recordPasswordCheckFailure(adminId: string, ip: string) {
  await passwordCheck.limiter().penalty(checkKey(adminId, ip), 1);
}

export async function clearPasswordCheckFailures(adminId: string, ip: string) {
  await passwordCheck.limiter().delete(checkKey(adminId, ip));
}

// Passwords of shared analytics links: per link and address, and per link from any address (a
// crowd of addresses must not be able to guess it either; the owner can make a new link).
const sharePair = bucket("share-pair", () => env.LOGIN_MAX_FAILURES);
const shareLink = bucket("share-link", () => env.LOGIN_MAX_FAILURES_PER_ADDRESS);
const shareEntries = (shareId: string, ip: string): [Bucket, string][] => [
  [sharePair, `${shareId}|${ip}`],
  [shareLink, shareId],
];

/** Throws 429 while this link's password is locked for this address, or for everyone. */
export function assertSharePasswordAllowed(shareId: string, ip: string) {
  return assertOpen(shareEntries(shareId, ip), "Too many wrong passwords.");
}

export async function recordSharePasswordFailure(shareId: string, ip: string) {
  await Promise.all(shareEntries(shareId, ip).map(([b, key]) => b.limiter().penalty(key, 1)));
}

// Analytics beacons (page views and events together), per address, in this instance's memory: a
// page view is the hottest write, batched for that reason (lib/data/analytics.ts), and a
// PostgreSQL round trip for each would undo the batching. With N instances an address counts at
// most N times the limit, which is what it is for: no one address can pass for a crowd.
let analytics: RateLimiterMemory | null = null;

/** False once this address is over ANALYTICS_RATE_LIMIT_PER_MINUTE (0 turns the limit off). */
export async function analyticsAllowed(ip: string): Promise<boolean> {
  if (env.ANALYTICS_RATE_LIMIT_PER_MINUTE === 0) return true;
  analytics ??= new RateLimiterMemory({ keyPrefix: "analytics", points: env.ANALYTICS_RATE_LIMIT_PER_MINUTE, duration: 60 });
  return tryConsume(analytics, ip);
}
