#!/usr/bin/env node
// @ts-check
// `npm run prisma -- <args>`: the Prisma CLI on DATABASE_URL, or on the embedded database in DATA_DIR.
import path from "node:path";
import { startEmbeddedPostgres } from "../server/embedded-postgres.ts";
import { runPrisma } from "../server/prisma-cli.ts";

const args = process.argv.slice(2);
let server;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && args[0] !== "generate") {
  server = await startEmbeddedPostgres({ dir: path.resolve(process.env.DATA_DIR ?? ".data", "postgres") });
  await server.createDatabase("stepwise");
  databaseUrl = server.url("stepwise");
}
try {
  await runPrisma(args, { databaseUrl });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await server?.stop();
}
