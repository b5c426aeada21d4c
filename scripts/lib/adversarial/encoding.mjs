// @ts-check
// Malformed percent-encoding on every route of the build and in each of its parameters: a bad
// URL is the client's mistake, a 400 or 404 (the { error } shape under /api, a page elsewhere), never a 5xx.
import http from "node:http";
import { findLeak, hasErrorShape } from "./fuzz.mjs";
import { pool, send } from "./http.mjs";

// Sequences decodeURIComponent refuses: not UTF-8, cut short, not hex, overlong, a surrogate.
const BAD = ["%FF", "%", "%E0%A4%A", "%ZZ", "%C0%AF", "%ED%A0%80", "%uD800"];

/**
 * Each route with every bad sequence in each dynamic segment in turn (the others filled in), or,
 * for a route without one, as a segment added after it and stuck to its last segment.
 * @param {string} route @returns {string[]}
 */
export function malformedPaths(route) {
  const parts = route.split("/");
  const fill = (/** @type {string} */ part) => (/^\[\[?\.\.\./.test(part) ? "signout" : /^\[/.test(part) ? "adversarial-id" : part);
  const dynamic = parts.flatMap((part, i) => (/^\[/.test(part) ? [i] : []));
  if (!dynamic.length) {
    const base = route === "/" ? "" : route;
    return BAD.flatMap((bad) => [`${base}/${bad}`, ...(base ? [`${base}${bad}`] : [])]);
  }
  return dynamic.flatMap((at) => BAD.map((bad) => parts.map((part, i) => (i === at ? bad : fill(part))).join("/")));
}

/** @param {import("./types").App} app @param {import("./types").Context} context */
export async function checkMalformedEncoding(app, { routes, record }) {
  const paths = [...new Set(routes.flatMap((r) => malformedPaths(r.route)))].sort();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const tally = { sent: 0, s5xx: 0, other: 0, shape: 0, leaks: 0, noId: 0 };
  /** @type {string[]} */
  const examples = [];
  const requests = paths.flatMap((p) => [{ method: "GET", path: p }, ...(p.startsWith("/api/") ? [{ method: "POST", path: p }] : [])]);
  await pool(requests, 4, async ({ method, path: p }) => {
    const body = method === "POST" ? "{}" : undefined;
    const headers = body ? { origin: app.base, "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {};
    const res = await send(app.base, { method, path: p, headers, body, agent });
    tally.sent++;
    const api = p.startsWith("/api/");
    const type = String(res.headers["content-type"] ?? "");
    const shapeOk = api ? hasErrorShape(res.text) : type.startsWith("text/html");
    const leak = findLeak(res, p);
    const problem =
      res.status >= 500 || res.status === 0 ? "5xx" : ![400, 404].includes(res.status) ? "other" : !shapeOk ? "shape" : leak ? "leaks" : !res.headers["x-request-id"] ? "noId" : null;
    if (!problem) return;
    tally[/** @type {"s5xx" | "other" | "shape" | "leaks" | "noId"} */ (problem === "5xx" ? "s5xx" : problem)]++;
    if (examples.length < 5) examples.push(`${method} ${p} -> ${res.status} ${type} ${res.text.slice(0, 60).replace(/\s+/g, " ")}`);
  });
  agent.destroy();
  const label = `${paths.length} malformed paths over ${routes.length} routes (${BAD.join(" ")})`;
  record("encoding", `${label}: requests`, tally.sent, `= ${requests.length}`, tally.sent === requests.length);
  record("encoding", "5xx answers", tally.s5xx, 0, tally.s5xx === 0);
  record("encoding", "answers other than 400/404", tally.other, 0, tally.other === 0);
  record("encoding", "API errors not in the { error } shape, pages not HTML", tally.shape, 0, tally.shape === 0);
  record("encoding", "answers leaking internals", tally.leaks, 0, tally.leaks === 0);
  record("encoding", "answers without a request id", tally.noId, 0, tally.noId === 0);
  for (const x of examples) record("encoding", "example", x, "-", false);
}
