#!/usr/bin/env node
// `npm start` (production) and `npm run dev` (hot reload): database, migrations, admin, build, serve.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildIfChanged, ensureAdmin, ensureDatabase, ensureSecret, log, migrate, root } from "./lib/setup.mjs";

const dev = process.argv.includes("--dev");
const started = Date.now();
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
mkdirSync(dataDir, { recursive: true });
process.env.NEXT_TELEMETRY_DISABLED = "1";

let database;
let httpServer;
let stopping = false;

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down...`);
  try {
    await httpServer?.close();
    await database?.server?.stop();
  } catch (error) {
    console.error(error);
  }
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));

try {
  if (!dev && process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
    log(`NODE_ENV=${process.env.NODE_ENV} ignored: npm start serves the production build`);
  }
  database = await ensureDatabase(dataDir);
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET = await ensureSecret(dataDir);
  process.env.DATA_DIR = dataDir;
  await migrate(database.url);
  await ensureAdmin(database.url);
  if (!dev) await buildIfChanged();
  // Next reads NODE_ENV when it loads; it must be set before the server module is imported.
  process.env.NODE_ENV = dev ? "development" : "production";
  const port = Number(process.env.PORT ?? 3000);
  process.env.PORT = String(port);
  const { serve } = await import("./lib/http-server.mjs");
  httpServer = await serve({
    dev,
    port,
    hostname: process.env.HOSTNAME ?? "0.0.0.0",
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ""),
  });
  log(`ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[stepwise] could not start: ${error.message}`);
  await database?.server?.stop().catch(() => {});
  process.exit(1);
}
