#!/usr/bin/env node
// @ts-check
// `node --import tsx scripts/standalone.mjs <dir>`: builds the app when the sources changed and
// lays out the production server as the Docker image runs it: Next's standalone server.js with
// its traced node_modules, static files and public/ (.next/standalone, as the build leaves it),
// the runtime bundle (dist/server, whose `start.mjs --production` checks the configuration and
// migrations, then runs server.js) and the migrations it checks.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { buildIfChanged, root, standaloneDir } from "./lib/setup.mjs";

const out = path.resolve(process.argv[2] ?? path.join(root, ".standalone"));
await buildIfChanged();
await fs.rm(out, { recursive: true, force: true });
await fs.cp(standaloneDir, out, { recursive: true, verbatimSymlinks: true });
for (const folder of ["dist/server", "prisma/migrations"]) {
  if (existsSync(path.join(root, folder))) await fs.cp(path.join(root, folder), path.join(out, folder), { recursive: true });
}
console.log(`[stepwise] standalone server in ${path.relative(process.cwd(), out) || "."}: node dist/server/start.mjs --production`);
