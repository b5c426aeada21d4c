// The PostgreSQL side of the shared cache: entries, tag revalidation times, and this instance's
// copy of the tag times, kept current by NOTIFY on the process's one LISTEN connection (so a
// `get` needs no query while it is connected).
import { warnOnce, type Postgres } from "../../lib/postgres";
import {
  decodeEntry,
  encodeEntry,
  isRevalidatedSince,
  type StoredEntry,
  type TagState,
} from "./entry";

export const CACHE_CHANNEL = "stepwise_next_cache";
// pg_notify payloads must stay under 8000 bytes; a bigger change asks listeners to reload all tags.
const MAX_PAYLOAD = 7000;
// pg_try_advisory_xact_lock key of the size bound's eviction (any constant no other lock uses).
const EVICT_LOCK = 7461101;

const num = (v: unknown) => (v == null ? null : Number(v));
const later = (a: number | null, b: number | null) =>
  a == null ? b : b == null ? a : Math.max(a, b);

export class PgStore {
  /** tag -> { stale, expired } in ms since the epoch */
  readonly tags = new Map<string, TagState>();

  constructor(
    private readonly postgres: Postgres,
    private readonly buildId: string,
  ) {
    postgres.subscribe(CACHE_CHANNEL, {
      notify: (payload) => this.#onNotification(payload),
      // LISTEN is in place first, then every tag is loaded: a revalidation in between is both
      // loaded and notified, never lost.
      connected: () =>
        void this.#loadAllTags().catch((error) =>
          warnOnce(`could not load cache tags: ${error.message}`),
        ),
    });
    // Entries of earlier builds are never read again (keys carry the build id): drop old ones.
    postgres.pool
      .query(
        `DELETE FROM next_cache_entries WHERE build_id <> $1 AND updated_at < now() - interval '1 hour'`,
        [buildId],
      )
      .catch((error) => warnOnce(`could not prune old cache entries: ${error.message}`));
  }

  /** True while LISTEN is connected: `tags` then holds every revalidation. */
  get listening() {
    return this.postgres.listening;
  }

  async #loadAllTags() {
    const { rows } = await this.postgres.pool.query(
      "SELECT tag, stale, expired FROM next_cache_tags",
    );
    for (const row of rows) this.#learn(row.tag, num(row.stale), num(row.expired));
  }

  /**
   * What a reload reads never takes a tag's times back: it may have started before this
   * instance's own revalidation was written (the app revalidates without cacheLife profiles, so
   * the times only move forward).
   */
  #learn(tag: string, stale: number | null, expired: number | null) {
    const known = this.tags.get(tag);
    this.tags.set(tag, {
      stale: later(known?.stale ?? null, stale),
      expired: later(known?.expired ?? null, expired),
    });
  }

  #onNotification(payload: string) {
    if (!payload || payload === "*") {
      void this.#loadAllTags().catch((error) =>
        warnOnce(`could not reload cache tags: ${error.message}`),
      );
      return;
    }
    try {
      for (const [tag, stale, expired] of JSON.parse(payload) as [
        string,
        number | null,
        number | null,
      ][])
        this.tags.set(tag, { stale, expired });
    } catch (error) {
      warnOnce(`bad cache notification: ${(error as Error).message}`);
    }
  }

  /** Are any of these tags revalidated after lastModified? Memory while listening, else one indexed query. */
  async isRevalidated(tags: string[], lastModified: number): Promise<boolean> {
    if (tags.length === 0) return false;
    if (!this.listening) await this.#refreshTags(tags);
    return isRevalidatedSince(tags, lastModified, this.tags);
  }

  async #refreshTags(tags: string[]) {
    const { rows } = await this.postgres.pool.query(
      "SELECT tag, stale, expired FROM next_cache_tags WHERE tag = ANY($1::text[])",
      [tags],
    );
    for (const row of rows) this.#learn(row.tag, num(row.stale), num(row.expired));
  }

  /**
   * One indexed read: the entry (decoded) or null. A read marks the entry recently used for the
   * size bound, at most once a minute per entry (a later, separate write that nobody waits for).
   */
  async read(key: string): Promise<(StoredEntry & { size: number }) | null> {
    const { rows } = await this.postgres.pool.query(
      "SELECT value, tags, last_modified, accessed_at < now() - interval '1 minute' AS touch FROM next_cache_entries WHERE key = $1",
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.touch) {
      this.postgres.pool
        .query("UPDATE next_cache_entries SET accessed_at = now() WHERE key = $1", [key])
        .catch((error) => warnOnce(`could not mark a cache entry used: ${error.message}`));
    }
    return {
      ...decodeEntry(row.value),
      tags: row.tags ?? [],
      lastModified: Number(row.last_modified),
      size: row.value.length,
    };
  }

  /** Stores an entry unless a newer render of it is there already; returns its encoded size. */
  async write(
    key: string,
    { value, cacheControl, tags, lastModified }: StoredEntry,
  ): Promise<number> {
    const encoded = encodeEntry({ value, cacheControl });
    await this.postgres.pool.query(
      `INSERT INTO next_cache_entries (key, build_id, value, tags, last_modified, updated_at, accessed_at, size)
       VALUES ($1, $2, $3, $4, $5, now(), now(), $6)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, tags = EXCLUDED.tags,
         last_modified = EXCLUDED.last_modified, updated_at = now(), accessed_at = now(), size = EXCLUDED.size
       WHERE next_cache_entries.last_modified <= EXCLUDED.last_modified`,
      [key, this.buildId, encoded, tags, lastModified, encoded.length],
    );
    return encoded.length;
  }

  /**
   * The size bound: keeps the most recently used entries whose sizes add up to `keepBytes`, and
   * deletes the rest, in one statement. Instances evicting at the same moment take turns
   * (a transaction-level advisory lock, skipped when another holds it). Returns the rows deleted.
   */
  async evict(keepBytes: number): Promise<number> {
    const done = await this.postgres.whileLocked(EVICT_LOCK, async (client) => {
      const { rowCount } = await client.query(
        `WITH ranked AS (
           SELECT key, sum(size) OVER (ORDER BY accessed_at DESC, key) AS kept FROM next_cache_entries
         )
         DELETE FROM next_cache_entries e USING ranked r WHERE e.key = r.key AND r.kept > $1`,
        [keepBytes],
      );
      return rowCount ?? 0;
    });
    return done.ran ? done.value : 0;
  }

  /**
   * Stores the new tag times and tells every instance, in one statement (one transaction). This
   * process knows its tag times at once, before the write even starts, since Next may answer the request before the write ends. The others hear NOTIFY.
   */
  async revalidate(states: Map<string, TagState>) {
    for (const [tag, state] of states) this.tags.set(tag, state);
    await writeTagTimes(this.postgres, states);
  }
}

/**
 * Stores tag times and tells every instance (this one first, before the write even starts), in
 * one statement. Also used outside a request (scheduled jobs, lib/jobs) where Next's
 * revalidatePath has no request to attach to: the effect is the same as the handler's.
 */
export async function writeTagTimes(postgres: Postgres, states: Map<string, TagState>) {
  const list = [...states].map(([tag, s]) => [tag, s.stale, s.expired] as const);
  const payload = JSON.stringify(list);
  const sent = payload.length > MAX_PAYLOAD ? "*" : payload;
  postgres.deliverLocally(CACHE_CHANNEL, payload);
  await postgres.pool.query(
    `WITH changed AS (
       INSERT INTO next_cache_tags (tag, stale, expired, updated_at)
       SELECT * , now() FROM unnest($1::text[], $2::bigint[], $3::bigint[])
       ON CONFLICT (tag) DO UPDATE SET stale = EXCLUDED.stale, expired = EXCLUDED.expired, updated_at = now()
       RETURNING 1
     )
     SELECT pg_notify($4, $5) FROM (SELECT count(*) FROM changed) AS done`,
    [list.map((r) => r[0]), list.map((r) => r[1]), list.map((r) => r[2]), CACHE_CHANNEL, sent],
  );
}
