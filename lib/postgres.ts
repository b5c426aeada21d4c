// The process's connections to PostgreSQL: one pool (Prisma, the rate limiter, the shared page
// cache) and one LISTEN connection (cache revalidations, the e-mail outbox). No "server-only" and
// no aliases: Next.js loads the cache handler (server/cache-handler.ts) outside the app bundle.
import pg from "pg";
import { env } from "./env";
import { BoundedPool, boundedClient, CONNECT_TIMEOUT_MS, QUERY_READ_TIMEOUT, type Bounds } from "./postgres-bounds";

const RELISTEN_MS = 1000;
/** The LISTEN connection's check that the server still answers (a frozen server keeps its sockets open). */
const HEARTBEAT_TICK_MS = 500;
const HEARTBEAT_TIMEOUT_MS = CONNECT_TIMEOUT_MS;
/** An unanswered heartbeat ends the LISTEN connection after this long, even while the pool is served. */
const HEARTBEAT_GIVE_UP_MS = 10_000;
/**
 * The LISTEN connection's handshake may take longer than a request's: it waits for no visitor,
 * and while the database is reported down it alone can end the outage. Under a stream of 503s a
 * busy event loop read a prompt answer too late for 1.5 s, and the outage never ended.
 */
const LISTEN_CONNECT_TIMEOUT_MS = 5000;

export type Subscriber = {
  /** A notification on the channel. */
  notify(payload: string): void;
  /** LISTEN is (again) in place: notifications sent before now may have been missed. */
  connected?(): void;
  /** LISTEN is down until `connected` is called again. */
  lost?(): void;
};

type Hook = () => Promise<void> | void;

export class Postgres {
  readonly pool: BoundedPool;
  #channels = new Map<string, Set<Subscriber>>();
  #listener: pg.Client | null = null;
  #listening = false;
  #down = false;
  /** LISTEN connection attempts that failed in a row. */
  #failedAttempts = 0;
  #heartbeat: NodeJS.Timeout | undefined;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;
  #beforeClose: Hook[] = [];

  readonly #Client: ReturnType<typeof boundedClient>;

  constructor(
    private readonly url: string,
    poolSize: number,
    bounds: Bounds = { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS, stallMs: env.DATABASE_POOL_STALL_MS },
  ) {
    this.#Client = boundedClient(bounds);
    // Opened connections stay open (see warm): a burst must not wait on new handshakes.
    this.pool = new BoundedPool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0, keepAlive: true }, bounds, () => this.#down);
    // An idle client losing its server is not fatal: the pool replaces it on the next query.
    this.pool.on("error", (error) => warnOnce(`idle connection lost: ${error.message}`));
    // A client whose connection dies while it is checked out goes back to the pool as broken, so
    // the pool drops it and opens another. Prisma's transaction manager never releases a client
    // whose ROLLBACK failed on a dead connection: without this, each database outage during a
    // transaction would take a pool slot for good, until no request got a connection.
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

  /** True while LISTEN is connected: notifications arrive as they are sent. */
  get listening() {
    return this.#listening;
  }

  /**
   * True from the moment the LISTEN connection was lost (or could not be opened) until it is back:
   * the database is down, unreachable or frozen (the heartbeat notices within about 2.5 s).
   */
  get down() {
    return this.#down;
  }

  /** Opens the pool's connections. A database that is down is not an error here: requests say so. */
  async warm(size: number) {
    const clients = await Promise.allSettled(
      Array.from({ length: size }, () => this.pool.connect()),
    );
    for (const client of clients) if (client.status === "fulfilled") client.value.release();
  }

  /**
   * Runs `work` in a transaction holding the transaction-level advisory lock `key`, or skips it
   * when another session holds that lock: for jobs every instance may start and one at a time
   * should do. Commits what `work` did; rolls back if it throws.
   */
  async whileLocked<T>(
    key: bigint | number,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ ok: boolean }>(
        "SELECT pg_try_advisory_xact_lock($1::bigint) AS ok",
        [key.toString()],
      );
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
    const client = new this.#Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS });
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
      this.#down = false;
      this.#failedAttempts = 0;
      this.#beat(client);
      for (const subscribers of this.#channels.values()) for (const s of subscribers) s.connected?.();
    } catch (error) {
      this.#lost(client, error);
    }
  }

  /**
   * The LISTEN connection is gone. `late`: it was not closed but left a heartbeat unanswered,
   * which a saturated machine can do too.
   */
  #lost(client: pg.Client | null, error: unknown, late = false) {
    if (!client || this.#listener !== client) return;
    const wasListening = this.#listening;
    this.#listener = null;
    this.#listening = false;
    // Down: an open connection was closed under us, or went unanswered while the pool made no
    // progress either, or two attempts in a row failed. One slow answer or handshake on a
    // saturated machine is not an outage: the pool's queries, still answered, say so, and
    // refusing them all would be.
    const slowNotDead = late && this.pool.progressedWithin(HEARTBEAT_TIMEOUT_MS);
    if (wasListening ? !slowNotDead : ++this.#failedAttempts >= 2) this.#down = true;
    clearInterval(this.#heartbeat);
    client.end().catch(() => undefined);
    if (wasListening)
      for (const subscribers of this.#channels.values()) for (const s of subscribers) s.lost?.();
    if (this.#closed) return;
    warnOnce(
      `LISTEN connection lost, reconnecting: ${error instanceof Error ? error.message : String(error)}`,
    );
    this.#retry = setTimeout(() => void this.#listen(), RELISTEN_MS);
    this.#retry.unref();
  }

  /**
   * A round trip on the LISTEN connection every half second. One left unanswered for
   * HEARTBEAT_TIMEOUT_MS counts as a loss only if the pool made no progress in that time either
   * (no query answered, no connection handed back or opened): under a burst of a thousand requests a
   * live server may answer `SELECT 1` late while it keeps answering the pool, and refusing every
   * query then would turn a slow second into a wave of 503s. A frozen or dead server answers
   * neither, so an outage is still seen within about 2.5 s. An answer missing for
   * HEARTBEAT_GIVE_UP_MS ends the LISTEN connection whatever the pool does. The verdict waits for
   * one turn of the event loop (setImmediate runs after the I/O phase): an answer that arrived
   * while the loop was busy is read first.
   */
  #beat(client: pg.Client) {
    clearInterval(this.#heartbeat);
    let sentAt = 0;
    this.#heartbeat = setInterval(() => {
      if (this.#listener !== client) return;
      if (sentAt) {
        const waited = Date.now() - sentAt;
        if (waited < HEARTBEAT_TIMEOUT_MS) return;
        setImmediate(() => {
          if (!sentAt || this.#listener !== client) return;
          if (waited >= HEARTBEAT_GIVE_UP_MS || !this.pool.progressedWithin(HEARTBEAT_TIMEOUT_MS))
            this.#lost(client, new Error(`heartbeat unanswered for ${waited} ms`), true);
        });
        return;
      }
      const sent = Date.now();
      sentAt = sent;
      client.query("SELECT 1").then(
        () => {
          if (sentAt === sent) sentAt = 0;
        },
        (error: unknown) => this.#lost(client, error, error instanceof Error && error.message === QUERY_READ_TIMEOUT),
      );
    }, HEARTBEAT_TICK_MS);
    this.#heartbeat.unref();
  }

  /**
   * Hands a notification this process just sent to its own subscribers at once, rather than
   * when the NOTIFY comes back on the LISTEN connection (which it also will).
   */
  deliverLocally(channel: string, payload: string) {
    for (const subscriber of this.#channels.get(channel) ?? []) subscriber.notify(payload);
  }

  /** Work to finish before the connections close (the outbox's send in flight). Runs in reverse order. */
  beforeClose(hook: Hook) {
    this.#beforeClose.push(hook);
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    for (const hook of this.#beforeClose.reverse()) {
      try {
        await hook();
      } catch (error) {
        console.error("[db] shutdown hook failed", error);
      }
    }
    clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
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

/** This process's connections, opened on first use (never during `next build`). */
export function postgres(): Postgres {
  if (holder[KEY]) return holder[KEY];
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm start`");
  holder[KEY] = new Postgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  return holder[KEY];
}

/** The connections if this process opened them, without opening them. */
export function openedPostgres(): Postgres | undefined {
  return holder[KEY];
}
