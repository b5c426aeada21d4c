// @ts-check
// Bounded resources: made-up URLs must not grow the shared cache table (issue 17). Each unknown
// /blog/<slug> and OG image used to store a ~110 kB 404 render in next_cache_entries.
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { pool, send } from "./http.mjs";

const UNKNOWN_URLS = Number(process.env.ADVERSARIAL_UNKNOWN_URLS ?? 2000);

/** @param {import("./types").App} app @param {import("./types").Context} context */
export async function checkCacheBound(app, { record }) {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    const size = async () => {
      const { rows } = await db.query("SELECT count(*)::int AS rows, coalesce(sum(size), 0)::bigint AS bytes FROM next_cache_entries");
      return { rows: rows[0].rows, bytes: Number(rows[0].bytes) };
    };
    // Known pages first, so that their entries are in before the count.
    for (const p of ["/", "/blog", "/privacy"]) await send(app.base, { path: p });
    const before = await size();
    const kinds = ["/blog/{x}", "/blog/{x}/og.png", "/blog/tag/{x}", "/sitemaps/posts-{n}.xml"];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const statuses = new Map();
    const urls = Array.from({ length: UNKNOWN_URLS }, (_, i) => /** @type {string} */ (kinds[i % kinds.length]).replace("{x}", randomBytes(6).toString("hex")).replace("{n}", String(2 + i)));
    await pool(urls, 8, async (p) => {
      const res = await send(app.base, { path: p, agent, timeoutMs: 20_000 });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    });
    agent.destroy();
    const after = await size();
    const grew = after.rows - before.rows;
    const summary = [...statuses].map(([s, n]) => `${n}×${s}`).join(", ");
    record("bounds", `${UNKNOWN_URLS} unknown URLs (${kinds.join(", ")})`, summary, "no 5xx", ![...statuses.keys()].some((s) => s >= 500 || s === 0));
    record("bounds", "cache table growth after them", `+${grew} rows, +${Math.round((after.bytes - before.bytes) / 1024)} kB`, "≤ 5 rows", grew <= 5);
  } finally {
    await db.end();
  }
}
