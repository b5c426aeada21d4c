// The process's connections to PostgreSQL: one pg.Pool (Prisma's adapter, the rate limiter, the
// shared cache handler) and one LISTEN connection (cache revalidations); the job queue keeps a
// small pool of its own (lib/jobs/queue.ts). Every connection carries
// pg's and PostgreSQL's own time bounds, so a database that is down or frozen costs a request a
// few seconds and an error (503 in lib/api/db-errors.ts), never a hang:
// - opening a connection gives up after connectionTimeoutMillis; waiting in line for a pooled
//   one (a burst on a live database) gives up after the longer pool wait;
// - the server cancels a statement after statement_timeout, a lock wait after lock_timeout and a
//   transaction left idle after idle_in_transaction_session_timeout;
// - the client gives up on an answer after query_timeout (a frozen server enforces nothing);
// - TCP keep-alive notices a peer that vanished.
// No "server-only" and no aliases: Next.js loads the cache handler (server/cache-handler.ts)
// outside the app bundle.
import pg from "pg";
import { env } from "./env";

const RELISTEN_MS = 1000;
/**
 * The client's bound on an answer: past the server's statement_timeout, for a server that cannot
 * enforce it (frozen). A flooded event loop reads a live server's prompt answer late. 1,000
 * concurrent submissions to one instance on two cores, with 1 s of grace: 0 to 20 clean 503s a
 * burst, 20 (the adversarial burst's allowance) on a busy CI machine, half of them the handshakes
 * that replace the connections those timeouts closed; with 2 s, none, also with a busy loop beside
 * it. A page during a freeze pays this bound up to twice (its render, then its error page), but
 * nginx gives a page 3 s of silence (deploy/nginx.conf): the slowest answer of a 30 s freeze was
 * 4.0 s in three runs, within the 6 s that an answer may take while the database is frozen.
 */
const CLIENT_GRACE_MS = 2000;

/**
 * The connections pg-boss's own SQL runs on (lib/jobs/queue.ts: its polls, completions,
 * maintenance and cron): a small pool beside the app's, with the same bounds. On the app's pool,
 * the twenty workers' polls held all ten connections while the database was frozen, and requests
 * waited in line behind them (up to 16 waiting per instance): a page then paid a turn in line, a
 * handshake and its own bound, 7.7 s instead of 5. A job sent with a request's transaction still
 * runs on that transaction's connection.
 */
export const QUEUE_POOL_SIZE = 2;

/** The connections one app instance holds open: its pool, the job queue's and the LISTEN connection. */
export const connectionsPerInstance = (poolSize: number) => poolSize + QUEUE_POOL_SIZE + 1;

export type Subscriber = {
  /** A notification on the channel. */
  notify(payload: string): void;
  /** LISTEN is (again) in place: notifications sent before now may have been missed. */
  connected?(): void;
  /** LISTEN is down until `connected` is called again. */
  lost?(): void;
};

export type Bounds = { connectMs: number; poolWaitMs: number; statementMs: number; lockMs: number; idleInTransactionMs: number };

const configuredBounds = (): Bounds => ({
  connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  poolWaitMs: env.DATABASE_POOL_WAIT_MS,
  statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
  idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_MS,
});

/** The settings of every connection this process opens (the pool's and the LISTEN one). */
export function connectionConfig(url: string, bounds: Bounds = configuredBounds()): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: bounds.connectMs,
    statement_timeout: bounds.statementMs,
    query_timeout: bounds.statementMs + CLIENT_GRACE_MS,
    lock_timeout: bounds.lockMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export class Postgres {
  readonly pool: pg.Pool;
  #channels = new Map<string, Set<Subscriber>>();
  #listener: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    poolSize: number,
    private readonly bounds: Bounds = configuredBounds(),
  ) {
    // pg's pool has one timeout for two waits: in line for a free connection, which a burst on a
    // live database makes long, and a new connection's handshake, which only a dead or frozen
    // server makes long. The pool's is the wait in line; its clients keep the handshake's bound.
    const config = connectionConfig(url, bounds);
    this.pool = new pg.Pool({
      ...config,
      max: poolSize,
      // Opened connections stay open: a burst must not wait on new handshakes, which a flooded
      // event loop reads late (they missed their bound and answered 503 on a live database).
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: bounds.poolWaitMs,
      Client: class extends pg.Client {
        constructor(options?: pg.ClientConfig) {
          super({ ...options, connectionTimeoutMillis: config.connectionTimeoutMillis });
        }
      },
    });
    // An idle client losing its server is not fatal: the pool drops it and opens another on demand.
    this.pool.on("error", (error) => warnOnce(`idle connection lost: ${error.message}`));
    // Prisma's transactions hand a client back without its error, and never hand back one whose
    // ROLLBACK failed on a dead connection: a connection that ends is returned as broken here, so
    // each outage during a transaction does not cost the pool a slot for good.
    this.pool.on("connect", (client) => {
      client.on("end", () => {
        try {
          (client as pg.PoolClient).release?.(new Error("connection ended"));
        } catch {
          // Already back in the pool (idle): the pool removes it itself.
        }
      });
    });
  }

  /**
   * Opens every connection of the pool now, and tries again each RELISTEN_MS until all are open
   * (a database down at start, or handshakes that missed their bound on a machine busy starting
   * several instances). Opened connections stay open, so a burst later never waits on
   * handshakes: under a flood of requests the event loop reads a handshake's answers late, past
   * their bound, and those requests answered 503 on a live database (four a round of 1,000
   * submissions: the connections the pool still had to open). A statement that fails still ends
   * its connection (pg's pool.query hands the client back with the error, and the pool closes it),
   * which is reopened on demand: start-up work avoids failing statements for that reason.
   */
  async open(): Promise<void> {
    const max = this.pool.options.max;
    while (!this.#closed) {
      // All at once: the pool hands out its idle connections first and opens the missing ones.
      const clients = await Promise.allSettled(Array.from({ length: max }, () => this.pool.connect()));
      for (const client of clients) if (client.status === "fulfilled") client.value.release();
      if (this.#closed || this.pool.totalCount >= max) return;
      await new Promise((resolve) => setTimeout(resolve, RELISTEN_MS).unref());
    }
  }

  /** True while LISTEN is connected: notifications arrive as they are sent. */
  get listening() {
    return this.#listening;
  }

  /**
   * Runs `work` in a transaction holding the transaction-level advisory lock `key`, or skips it
   * when another session holds that lock: for work every instance may start and one at a time
   * should do. Commits what `work` did; rolls back if it throws.
   */
  async whileLocked<T>(key: bigint | number, work: (client: pg.PoolClient) => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1::bigint) AS ok", [key.toString()]);
      if (!rows[0]?.ok) {
        await client.query("ROLLBACK");
        return { ran: false };
      }
      const value = await work(client);
      await client.query("COMMIT");
      return { ran: true, value };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Runs `work` on a connection of its own whose statements may wait up to `ms` for a lock and
   * run as long: start-up work (creating the job queue's schema) that another instance starting
   * at the same moment holds locks for. The pool's connections keep the bounds of a request.
   */
  async withPatience<T>(ms: number, work: (query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>) => Promise<T>): Promise<T> {
    const client = new pg.Client(connectionConfig(this.url, { ...this.bounds, statementMs: ms, lockMs: ms }));
    client.on("error", () => undefined); // a lost connection fails the query in flight, which `work` sees
    await client.connect();
    try {
      return await work((text, values) => client.query(text, values));
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Subscribes to a channel on the one LISTEN connection; returns the unsubscription. */
  subscribe(channel: string, subscriber: Subscriber): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let subscribers = this.#channels.get(channel);
    const listener = this.#listener;
    if (!subscribers) {
      subscribers = new Set();
      this.#channels.set(channel, subscribers);
      // LISTEN first, then `connected`: what the subscriber loads then is never older than what it hears.
      if (this.#listening && listener) {
        listener.query(`LISTEN ${channel}`).then(
          () => this.#listener === listener && subscriber.connected?.(),
          (error) => this.#lost(listener, error),
        );
      }
    } else if (this.#listening) subscriber.connected?.();
    subscribers.add(subscriber);
    if (!this.#listener && !this.#closed) void this.#listen();
    return () => subscribers.delete(subscriber);
  }

  async #listen() {
    if (this.#closed || this.#listener) return;
    // No statement or read timeout: the connection waits for notifications, not for answers.
    const client = new pg.Client({ ...connectionConfig(this.url, this.bounds), statement_timeout: undefined, query_timeout: undefined });
    this.#listener = client;
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client, new Error("connection ended")));
    client.on("notification", ({ channel, payload }) => {
      for (const subscriber of this.#channels.get(channel) ?? []) subscriber.notify(payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) await client.query(`LISTEN ${channel}`);
      if (this.#listener !== client) return;
      this.#listening = true;
      for (const subscribers of this.#channels.values()) for (const s of subscribers) s.connected?.();
    } catch (error) {
      this.#lost(client, error);
    }
  }

  /** The LISTEN connection is gone: subscribers hear so, and it reconnects after RELISTEN_MS. */
  #lost(client: pg.Client, error: unknown) {
    if (this.#listener !== client) return;
    const wasListening = this.#listening;
    this.#listener = null;
    this.#listening = false;
    client.end().catch(() => undefined);
    if (wasListening) for (const subscribers of this.#channels.values()) for (const s of subscribers) s.lost?.();
    if (this.#closed) return;
    warnOnce(`LISTEN connection lost, reconnecting: ${error instanceof Error ? error.message : String(error)}`);
    this.#retry = setTimeout(() => void this.#listen(), RELISTEN_MS);
    this.#retry.unref();
  }

  /**
   * Hands a notification this process just sent to its own subscribers at once, rather than
   * when the NOTIFY comes back on the LISTEN connection (which it also will).
   */
  deliverLocally(channel: string, payload: string) {
    for (const subscriber of this.#channels.get(channel) ?? []) subscriber.notify(payload);
  }

  /** Ends the pool and the LISTEN connection (the suites close the instances they make). */
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    this.#listening = false;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }
}

let warnedAt = 0;
/** A database outage must not flood the log with one line per request. */
export function warnOnce(message: string) {
  if (Date.now() - warnedAt < 10_000) return;
  warnedAt = Date.now();
  console.warn(`[db] ${message}`);
}

// The one globalThis entry of the app. Next.js imports the cache handler natively, outside the
// app bundle, so the two hold separate copies of this module; the process's single pool and
// LISTEN connection can only be found through the global object. Symbol.for keeps it off any
// name a library could use.
const KEY = Symbol.for("stepwise.postgres");
const holder = globalThis as { [KEY]?: Postgres };

/** The database's address, or the error that says how to start the app with one. */
export function databaseUrl(): string {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm start`");
  return env.DATABASE_URL;
}

/** This process's connections, opened on first use (never during `next build`). */
export function postgres(): Postgres {
  holder[KEY] ??= new Postgres(databaseUrl(), env.DATABASE_POOL_SIZE);
  return holder[KEY];
}
