// @ts-check
// The load phases of `npm run bench` (autocannon, after the browser phases so that they warm
// nothing Lighthouse measures):
// - overhead: GET /privacy from the app (Next's own server, as it ships) against the floor app's
//   page, slices alternated;
// - operator: GET / and GET /blog/{slug} through nginx with its microcache in front of the app,
//   against nginx serving the same bytes as static files;
// - the two form calls: GET /api/feedback/count (reported) and POST /api/feedback against a
//   node:http + pg insert reference (every 2xx must be stored).
import path from "node:path";
import { comparePair, capture, measure, request } from "./load.mjs";
import { loadStartNginx, startStaticNginx, workerProcessesOf } from "./nginx-static.mjs";
import { startProcess } from "./process.mjs";
import { countFeedback, databaseTransactions } from "./seed.mjs";

/**
 * @typedef {{ root: string, outDir: string, appUrl: string, floorUrl: string, nginxPort: number, staticPort: number, limitPort: number, poolSize: number, databases: { app: string, limit: string }, log: (message: string) => void }} Context
 */

/** @param {Context} c */
export async function overheadPhase(c) {
  c.log("GET /privacy: app (Next's server) vs the floor app, alternated...");
  const { a: app, b: floor, ratio } = await comparePair({ url: `${c.appUrl}/privacy` }, { url: `${c.floorUrl}/` });
  return { "/privacy": { app, floor, ratio } };
}

/**
 * @param {Context} c
 * @param {string[]} targets
 */
export async function operatorPhase(c, targets) {
  const startNginx = await loadStartNginx(c.root);
  c.log("starting nginx (deploy/nginx.conf, microcache) in front of the app...");
  const proxyDir = path.join(c.outDir, "nginx");
  const proxy = await startNginx({ port: c.nginxPort, upstreams: [new URL(c.appUrl).host], dir: proxyDir });
  /** @type {Record<string, any>} */
  const rows = {};
  try {
    /** @type {Map<string, Buffer>} */
    const files = new Map();
    for (const target of targets) {
      // What a visitor gets through nginx; its body is what the static reference serves.
      await capture(proxy.url + target);
      const answer = await capture(proxy.url + target);
      if (answer.status !== 200) {
        rows[target] = { measured: false, reason: `nginx answers HTTP ${answer.status}` };
        c.log(`GET ${target} through nginx: HTTP ${answer.status}, not measured`);
        continue;
      }
      files.set(target, answer.body);
      const cacheHeader = Object.entries(answer.headers).find(([name]) => /cache-status|x-cache/i.test(name));
      rows[target] = {
        measured: true,
        bytes: answer.body.length,
        nextCache: answer.headers["x-nextjs-cache"] ?? null,
        proxyCache: cacheHeader ? String(cacheHeader[1]) : null,
      };
    }
    if (files.size) {
      const reference = await startStaticNginx({ port: c.staticPort, dir: path.join(c.outDir, "nginx-static"), files, workerProcesses: await workerProcessesOf(proxyDir) });
      try {
        for (const target of files.keys()) {
          c.log(`GET ${target}: nginx microcache + app vs nginx static file, alternated...`);
          const before = await databaseTransactions(c.databases.app);
          const { a: proxied, b: staticFile, ratio } = await comparePair({ url: proxy.url + target }, { url: reference.url + target });
          const tx = (await databaseTransactions(c.databases.app)) - before;
          Object.assign(rows[target], { proxied, static: staticFile, ratio, dbTransactionsPerRequest: Math.round((tx / Math.max(1, proxied.ok)) * 1000) / 1000 });
        }
      } finally {
        await reference.stop();
      }
    }
  } finally {
    await proxy.stop();
  }
  return rows;
}

// The form's body (spec: clarity, confusion, improvements, usage, additional, email). The second
// shape is tried when the handler refuses an empty e-mail string.
const FEEDBACK = {
  clarity: "Very clear: the step photos showed exactly which bracket goes where.",
  confusion: "The torque values were hard to find.",
  improvements: "A parts checklist before step one.",
  usage: "Weekend furniture assembly and bike repairs.",
  additional: "",
};
const BODIES = [{ ...FEEDBACK, email: "" }, { ...FEEDBACK }];

/** @param {Context} c */
export async function apiPhase(c) {
  /** @type {Record<string, any>} */
  const rows = {};
  const count = "/api/feedback/count";
  const probe = await request(c.appUrl + count);
  if (probe.status === 200) {
    c.log(`GET ${count}: app...`);
    rows[`GET ${count}`] = { measured: true, app: await measure({ url: c.appUrl + count }) };
  } else rows[`GET ${count}`] = { measured: false, reason: `app answers HTTP ${probe.status}` };

  const target = "/api/feedback";
  const headers = { "content-type": "application/json", origin: c.appUrl };
  /** @type {Record<string, any>} */
  const row = (rows[`POST ${target}`] = { measured: false });
  let body = null;
  for (const candidate of BODIES) {
    const answer = await request(c.appUrl + target, { method: "POST", headers, body: JSON.stringify(candidate) });
    if (answer.status >= 200 && answer.status < 300) {
      body = JSON.stringify(candidate);
      break;
    }
    const json = answer.headers.get("content-type")?.includes("json");
    row.reason = `app answers HTTP ${answer.status}${json ? ` ${answer.text.slice(0, 200)}` : ""}`;
  }
  if (body) {
    delete row.reason;
    c.log(`POST ${target}: app...`);
    const before = await countFeedback(c.databases.app);
    const app = await measure({ url: c.appUrl + target, method: "POST", headers, body });
    const stored = (await countFeedback(c.databases.app)) - before;
    Object.assign(row, { measured: true, app: { ...app, stored, answered2xx: app.okIncludingWarmup, unanswered: app.unansweredAtStop } });
  } else {
    c.log(`POST ${target}: ${row.reason}; app not measured`);
    body = JSON.stringify(BODIES[0]);
  }
  // The reference is measured in any case: the app will be compared with it.
  const limitUrl = `http://127.0.0.1:${c.limitPort}`;
  const server = await startProcess({
    name: "limit-insert",
    args: [path.join(c.root, "scripts", "bench", "limit-server.mjs")],
    env: { ...process.env, DATABASE_URL: c.databases.limit, POOL_SIZE: String(c.poolSize), PORT: String(c.limitPort) },
    readyUrl: `${limitUrl}/__ready`,
    logDir: c.outDir,
    cwd: c.root,
    anyStatus: true,
  });
  try {
    c.log(`POST ${target}: node:http + pg insert reference...`);
    const before = await countFeedback(c.databases.limit);
    const limit = await measure({ url: `${limitUrl}/`, method: "POST", headers, body });
    const stored = (await countFeedback(c.databases.limit)) - before;
    Object.assign(row, {
      limit: { ...limit, stored, answered2xx: limit.okIncludingWarmup, unanswered: limit.unansweredAtStop },
      ratio: row.app && limit.rps > 0 ? Math.round((row.app.rps / limit.rps) * 1000) / 1000 : null,
    });
  } finally {
    await server.stop();
  }
  return rows;
}
