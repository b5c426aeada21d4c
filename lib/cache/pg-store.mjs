// The PostgreSQL side of the shared cache: entries, tag revalidation times, and a LISTEN
// connection that keeps this instance's copy of the tag times current (so that a `get` needs no
// query while it is connected). One store per process, shared by every handler instance.
import pg from "pg";
import { decodeEntry, encodeEntry, isRevalidatedSince } from "./entry.mjs";
import { clearFrontCache, clearFrontCacheFor } from "./front-cache-hook.mjs";

export const CHANNEL = "stepwise_next_cache";
// pg_notify payloads must stay under 8000 bytes; a bigger change asks listeners to reload all tags.
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;

let warnedAt = 0;
function warn(message, error) {
  // A database outage must not flood the log with one line per request.
  if (Date.now() - warnedAt < 10_000) return;
  warnedAt = Date.now();
  console.warn(`[cache] ${message}: ${error?.message ?? error}`);
}

const num = (v) => (v == null ? null : Number(v));

export class PgStore {
  /** tag -> { stale, expired } in ms since the epoch */
  tags = new Map();
  /** True while LISTEN is connected and `tags` holds every row: `get` then trusts memory. */
  listening = false;
  #listener = null;
  #closed = false;
  #reconnectTimer = null;

  constructor({ connectionString, buildId, poolSize = 4 }) {
    this.buildId = buildId;
    this.connectionString = connectionString;
    this.pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 1500, idleTimeoutMillis: 30_000, keepAlive: true });
    this.pool.on("error", (error) => warn("idle connection lost", error));
    void this.#listen();
    // Closed with the app's own shutdown hooks (lib/shutdown.ts runs this list on SIGTERM).
    (globalThis.__stepwiseShutdownHooks ??= []).push(() => this.close());
    // Entries of earlier builds are never read again (keys carry the build id): drop old ones.
    this.pool
      .query(`DELETE FROM next_cache_entries WHERE build_id <> $1 AND updated_at < now() - interval '1 hour'`, [buildId])
      .catch((error) => warn("could not prune old entries", error));
  }

  async #listen() {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 1500, keepAlive: true });
    this.#listener = client;
    const lost = (error) => {
      if (this.#listener !== client) return;
      this.listening = false;
      this.#listener = null;
      // Revalidations on other instances go unheard until LISTEN is back: replay nothing meanwhile.
      clearFrontCache();
      client.end().catch(() => {});
      if (this.#closed) return;
      if (error) warn("cache listener lost, checking tags per request until it is back", error);
      this.#reconnectTimer = setTimeout(() => void this.#listen(), RECONNECT_MS);
      this.#reconnectTimer.unref?.();
    };
    client.on("error", lost);
    client.on("end", () => lost(new Error("connection ended")));
    client.on("notification", (message) => this.#onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // LISTEN first, then load: a revalidation in between is both loaded and notified, never lost.
      await this.#loadAllTags(client);
      if (this.#listener === client) this.listening = true;
      // Tags may have changed while the listener was down (or before it started).
      clearFrontCache();
    } catch (error) {
      lost(error);
    }
  }

  async #loadAllTags(client) {
    const { rows } = await client.query("SELECT tag, stale, expired FROM next_cache_tags");
    for (const row of rows) this.tags.set(row.tag, { stale: num(row.stale), expired: num(row.expired) });
  }

  #onNotification(payload) {
    if (!payload || payload === "*") {
      const client = this.#listener;
      clearFrontCache();
      if (client) this.#loadAllTags(client).then(clearFrontCache, (error) => warn("could not reload tags", error));
      return;
    }
    try {
      const states = JSON.parse(payload).map(([tag, stale, expired]) => {
        this.tags.set(tag, { stale, expired });
        return { stale, expired };
      });
      // Another instance revalidated: the front cache of this one forgets its pages too.
      clearFrontCacheFor(states);
    } catch (error) {
      clearFrontCache();
      warn("bad notification", error);
    }
  }

  /** Are any of these tags revalidated after lastModified? Memory while listening, else one indexed query. */
  async isRevalidated(tags, lastModified) {
    if (tags.length === 0) return false;
    if (!this.listening) await this.#refreshTags(tags);
    return isRevalidatedSince(tags, lastModified, this.tags);
  }

  async #refreshTags(tags) {
    const { rows } = await this.pool.query("SELECT tag, stale, expired FROM next_cache_tags WHERE tag = ANY($1::text[])", [tags]);
    for (const row of rows) this.tags.set(row.tag, { stale: num(row.stale), expired: num(row.expired) });
  }

  /** One indexed read: the entry (decoded) or null. */
  async read(key) {
    const { rows } = await this.pool.query("SELECT value, tags, last_modified FROM next_cache_entries WHERE key = $1", [key]);
    const row = rows[0];
    if (!row) return null;
    return { ...decodeEntry(row.value), tags: row.tags ?? [], lastModified: Number(row.last_modified), size: row.value.length };
  }

  /** @param {string} key @param {{ value: unknown, cacheControl?: unknown, tags: string[], lastModified: number }} entry */
  async write(key, { value, cacheControl, tags, lastModified }) {
    const encoded = encodeEntry({ value, cacheControl });
    await this.pool.query(
      `INSERT INTO next_cache_entries (key, build_id, value, tags, last_modified, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, tags = EXCLUDED.tags,
         last_modified = EXCLUDED.last_modified, updated_at = now()
       WHERE next_cache_entries.last_modified <= EXCLUDED.last_modified`,
      [key, this.buildId, encoded, tags, lastModified],
    );
    return encoded.length;
  }

  /** Stores the new tag times and tells every instance, in one statement (one transaction). */
  async revalidate(states) {
    for (const [tag, state] of states) this.tags.set(tag, state);
    const list = [...states].map(([tag, s]) => [tag, s.stale, s.expired]);
    let payload = JSON.stringify(list);
    if (payload.length > MAX_PAYLOAD) payload = "*";
    await this.pool.query(
      `WITH changed AS (
         INSERT INTO next_cache_tags (tag, stale, expired, updated_at)
         SELECT * , now() FROM unnest($1::text[], $2::bigint[], $3::bigint[])
         ON CONFLICT (tag) DO UPDATE SET stale = EXCLUDED.stale, expired = EXCLUDED.expired, updated_at = now()
         RETURNING 1
       )
       SELECT pg_notify($4, $5) FROM (SELECT count(*) FROM changed) AS done`,
      [list.map((r) => r[0]), list.map((r) => r[1]), list.map((r) => r[2]), CHANNEL, payload],
    );
  }

  async close() {
    this.#closed = true;
    this.listening = false;
    clearTimeout(this.#reconnectTimer);
    const listener = this.#listener;
    this.#listener = null;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }
}

export { warn };
