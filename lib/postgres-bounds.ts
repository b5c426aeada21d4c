// Time bounds on every database call of the app (lib/postgres.ts), so that a database that is
// down, overloaded or frozen (SIGSTOP: its sockets accept but never answer) costs a request a few
// seconds and a 503, never a hang:
// - opening a connection gives up after CONNECT_TIMEOUT_MS;
// - the server cancels a statement after `statementTimeoutMs` (statement_timeout), a lock wait
//   after LOCK_TIMEOUT_MS (lock_timeout) and a transaction left idle after IDLE_IN_TRANSACTION_MS;
// - the client gives up on an answer `CLIENT_GRACE_MS` after that (pg's query_timeout): a frozen
//   server enforces nothing. The connection is then destroyed, since its state is unknown;
// - waiting for a pooled connection gives up once the pool has made no progress (no query
//   answered, no connection handed back or opened) for `stallMs`. A burst on a live database
//   keeps getting answers (a transaction polling the tester-slot lock included) and waits as
//   long as it takes (up to POOL_WAIT_MS); a dead or frozen one is refused quickly;
// - while the database is known to be down (`isDown`: lib/postgres.ts's LISTEN heartbeat), a
//   connection is refused at once: a request then costs nothing, not one timeout per query.
// No "server-only" and no aliases: the launcher's bundle and Next's cache handler load this too.
import pg from "pg";

export const CONNECT_TIMEOUT_MS = 1500;
export const LOCK_TIMEOUT_MS = 3000;
const IDLE_IN_TRANSACTION_MS = 10_000;
const CLIENT_GRACE_MS = 750;
const POOL_WAIT_MS = 30_000;
const STALL_CHECK_MS = 200;

/** pg's message when query_timeout fires. */
export const QUERY_READ_TIMEOUT = "Query read timeout";

export type Bounds = { statementTimeoutMs: number; stallMs: number };

type Config = string | pg.ClientConfig | undefined;
const asConfig = (config: Config): pg.ClientConfig => (typeof config === "string" ? { connectionString: config } : (config ?? {}));

/**
 * A pg client class whose connections carry the bounds above. `answered` is told of every query
 * the server answered (an error it sent counts: it is alive), so the pool can tell a database
 * that is slow from one that is stuck.
 */
export function boundedClient(bounds: Bounds, answered: () => void = () => {}) {
  return class BoundedClient extends pg.Client {
    constructor(config?: Config) {
      super({
        ...asConfig(config),
        connectionTimeoutMillis: asConfig(config).connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS,
        statement_timeout: bounds.statementTimeoutMs,
        lock_timeout: LOCK_TIMEOUT_MS,
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
        query_timeout: bounds.statementTimeoutMs + CLIENT_GRACE_MS,
      });
      // A query the client gave up on leaves the connection mid-answer: end it for good, so that
      // whoever holds it (a transaction whose ROLLBACK cannot go through) gets it back as dead.
      const query = this.query;
      this.query = ((...args: unknown[]) => {
        const result = (query as (...a: unknown[]) => unknown).apply(this, args);
        if (result instanceof Promise)
          result.then(answered, (error: unknown) => {
            if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.#abandonAfter(error);
            else if (error && typeof error === "object" && "severity" in error) answered();
          });
        return result;
      }) as typeof this.query;
    }

    #abandonAfter(error: Error) {
      if (error.message !== QUERY_READ_TIMEOUT) return;
      (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
}

/** The error of a pool wait that gave up (lib/api/db-errors.ts maps its text to 503). */
function stalled(ms: number) {
  return new Error(`timeout exceeded when trying to connect: the database made no progress for ${ms} ms`);
}

/** The error of a connection refused while the database is down (mapped to 503 too). */
export const DATABASE_DOWN = "the database is down: connection refused without trying";

/** A pg pool whose connection wait gives up when the database stops making progress (above). */
export class BoundedPool extends pg.Pool {
  /** When the server last showed it is alive: a query answered, a connection opened or handed back in good order. */
  readonly #progress: { at: number };
  readonly #stallMs: number;
  readonly #isDown: () => boolean;

  constructor(config: pg.PoolConfig, bounds: Bounds, isDown: () => boolean = () => false) {
    const progress = { at: Date.now() };
    super({ ...config, Client: boundedClient(bounds, () => (progress.at = Date.now())), connectionTimeoutMillis: POOL_WAIT_MS });
    this.#progress = progress;
    this.#stallMs = bounds.stallMs;
    this.#isDown = isDown;
    this.on("connect", () => (progress.at = Date.now()));
    this.on("release", (error: unknown) => {
      if (!error) progress.at = Date.now();
    });
  }

  /** True when the pool made no progress (see progressedWithin) for the stall bound: the database is stuck. */
  get stalled() {
    return !this.progressedWithin(this.#stallMs);
  }

  /** True when the server answered a query, or a connection was opened or handed back in good order, in the last `ms`. */
  progressedWithin(ms: number) {
    return Date.now() - this.#progress.at <= ms;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: boolean | Error) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: boolean | Error) => void) => void) {
    const waiting = this.#boundedConnect();
    if (!callback) return waiting;
    waiting.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  #boundedConnect(): Promise<pg.PoolClient> {
    if (this.#isDown()) return Promise.reject(new Error(DATABASE_DOWN));
    const waiting = super.connect();
    const since = Date.now();
    return new Promise((resolve, reject) => {
      let settled = false;
      const stuck = () => Date.now() - Math.max(since, this.#progress.at) > this.#stallMs;
      const timer = setInterval(() => {
        if (settled || !stuck()) return;
        // Timers run before the event loop reads its I/O: after the loop was busy, connections
        // handed back meanwhile are still unread. The verdict waits for one turn (setImmediate
        // runs after the I/O phase), so a saturated process does not take itself for a stuck pool.
        setImmediate(() => {
          if (settled || !stuck()) return;
          settled = true;
          clearInterval(timer);
          reject(stalled(this.#stallMs));
        });
      }, STALL_CHECK_MS);
      waiting.then(
        (client) => {
          clearInterval(timer);
          // A wait that gave up hands the connection back as soon as it arrives.
          if (settled) client.release();
          else resolve(client);
        },
        (error: Error) => {
          clearInterval(timer);
          if (!settled) reject(error);
        },
      );
    });
  }
}
