#!/usr/bin/env node
// @ts-check
// `node --import tsx scripts/standalone.mjs <dir>`: builds the standalone output (BUILD_STANDALONE)
// when the sources changed and lays out the production server as the Docker image runs it: Next's
// traced server.js and node_modules, the static assets, the runtime bundle (dist/server, whose
// `start.mjs --production` checks the configuration and migrations, then runs server.js) and the
// migrations it checks.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { buildIfChanged, root } from "./lib/setup.mjs";

const out = path.resolve(process.argv[2] ?? path.join(root, ".standalone"));
await buildIfChanged({ standalone: true });
const dist = path.join(root, ".next-standalone");
if (!existsSync(path.join(dist, "standalone", "server.js"))) {
  console.error("no standalone build: BUILD_STANDALONE=on npm run build first");
  process.exit(1);
}

await fs.rm(out, { recursive: true, force: true });
await fs.cp(path.join(dist, "standalone"), out, { recursive: true, verbatimSymlinks: true });
await fs.cp(path.join(dist, "static"), path.join(out, ".next-standalone", "static"), { recursive: true });
for (const folder of ["public", "dist/server", "prisma/migrations"]) {
  if (existsSync(path.join(root, folder))) await fs.cp(path.join(root, folder), path.join(out, folder), { recursive: true });
}
console.log(`[stepwise] standalone server in ${path.relative(process.cwd(), out) || "."}: node dist/server/start.mjs --production`);
