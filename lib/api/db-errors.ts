import { ApiError, retryAfter } from "@/lib/api/errors";
import { describeWait } from "@/lib/format/wait";

// Codes of a database that cannot be reached or answer in time (node errors, PostgreSQL admin
// shutdown / startup, too many connections, and the time bounds of lib/postgres.ts:
// statement_timeout 57014, idle_in_transaction_session_timeout 25P03; pg's own connection and
// answer timeouts are matched by their text).
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
  "25P03",
  // Prisma's: cannot reach, timed out, connection closed, pool timeout, transaction expired.
  "P1001",
  "P1008",
  "P1017",
  "P2024",
  "P2028",
]);
const UNAVAILABLE_TEXT =
  /connect(ion)? (terminated|timeout|refused|error)|timeout exceeded when trying to connect|^timeout expired$|Connection terminated|the database system is (starting|shutting) up|ECONNREFUSED|ECONNRESET|DatabaseNotReachable|ConnectionClosed|Can't reach database|server closed the connection|Query read timeout/i;

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    yield current as Record<string, unknown>;
    // Prisma wraps driver adapter errors in meta.driverAdapterError rather than in cause.
    const meta = (current as { meta?: { driverAdapterError?: unknown } }).meta;
    current = (current as { cause?: unknown }).cause ?? meta?.driverAdapterError;
  }
}

const codeOf = (e: Record<string, unknown>) => e.code ?? e.originalCode;

/** True when a lock was not free within lock_timeout (55P03): the database is busy, not down. */
export function isLockTimeout(error: unknown): boolean {
  for (const e of causes(error)) if (codeOf(e) === "55P03") return true;
  return false;
}

/** True when the error means the database is down or unreachable (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (typeof code === "string" && UNAVAILABLE.has(code)) return true;
    if (typeof e.kind === "string" && /DatabaseNotReachable|ConnectionClosed|SocketTimeout/.test(e.kind)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

// Text PostgreSQL cannot store (a NUL character, which JSON allows as \u0000): bad input, not a 500.
const UNSTORABLE = new Set(["22021", "22P05"]);

/** A unique constraint refused the write (Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === "P2002" || e.code === "23505") return true;
  return false;
}

/** The innermost message of an error chain, for the log line of a 503 (which never reaches the client). */
export function innermostMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const e of causes(error)) if (typeof e.message === "string" && e.message) message = e.message;
  return message.replace(/[\r\n]+/g, " ").slice(0, 300);
}

/** Maps a known database error to an ApiError; unknown ones stay unknown (500, logged). */
export function mapDatabaseError(error: unknown): ApiError | null {
  if (isLockTimeout(error)) {
    return new ApiError("service_unavailable", `The service is busy right now. ${describeWait(2)}`, undefined, retryAfter(2));
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError("service_unavailable", `The service is temporarily unavailable. ${describeWait(5)}`, undefined, retryAfter(5));
  }
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (typeof code === "string" && UNSTORABLE.has(code)) return new ApiError("bad_request", "Request contains characters that cannot be stored");
    if (e.code === "P2002") return new ApiError("conflict", "This record already exists");
    if (e.code === "P2025") return new ApiError("not_found", "Resource not found");
  }
  return null;
}
