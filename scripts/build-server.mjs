#!/usr/bin/env node
// @ts-check
// Bundles the runtime (server/) into dist/server: the launcher (start.mjs) and the cache handler
// Next.js loads (cache-handler.mjs). One file each, with lib/env.ts and lib/postgres.ts inside and
// packages left to node_modules, so the Docker image copies one folder. esbuild takes ~0.1 s here;
// type checking is `npm test`'s typecheck step (tsconfig includes server/).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Writes dist/server/start.mjs, dist/server/cache-handler.mjs and dist/server/backup.mjs from server/. */
export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: { start: "server/start.ts", "cache-handler": "server/cache-handler.ts", backup: "server/backup-cli.ts" },
    outdir: "dist/server",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
