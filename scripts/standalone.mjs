#!/usr/bin/env node
// `node scripts/standalone.mjs <dir>`: lays out the production server from the standalone build
// (`output: "standalone"`), as the Docker image runs it: Next's traced server and node_modules,
// the static assets, the launcher (`node scripts/start.mjs --production`) and the migrations it checks.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { root } from "./lib/setup.mjs";

const out = path.resolve(process.argv[2] ?? path.join(root, ".standalone"));
const standalone = path.join(root, ".next", "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error("no standalone build: run `npm run build` first");
  process.exit(1);
}

// The launcher and only what it imports in production (no embedded database, no build).
const LAUNCHER = [
  "start.mjs",
  "lib/setup.mjs",
  "lib/http-server.mjs",
  "lib/security-headers.mjs",
  "lib/front-cache.mjs",
  "lib/static-files.mjs",
  "lib/switches.mjs",
  "lib/fast-routes.mjs",
  "lib/prisma-cli.mjs",
];

await fs.rm(out, { recursive: true, force: true });
await fs.cp(standalone, out, { recursive: true, verbatimSymlinks: true });
await fs.cp(path.join(root, ".next", "static"), path.join(out, ".next", "static"), { recursive: true });
if (existsSync(path.join(root, "public"))) await fs.cp(path.join(root, "public"), path.join(out, "public"), { recursive: true });
for (const file of LAUNCHER) await fs.cp(path.join(root, "scripts", file), path.join(out, "scripts", file));
await fs.cp(path.join(root, "prisma", "migrations"), path.join(out, "prisma", "migrations"), { recursive: true });
console.log(`[stepwise] standalone server in ${path.relative(process.cwd(), out) || "."}: node scripts/start.mjs --production`);
