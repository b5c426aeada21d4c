// `npm run backup [file]` and `npm run restore <file>` (server/backup.ts). The database is the one
// DATABASE_URL names, or else the embedded one in DATA_DIR: backed up while the app runs (or
// started for the purpose), restored only while the app is stopped and the folder is empty.
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "../lib/env";
import { backupDatabase, restoreDatabase } from "./backup";
import { backupName } from "./backup-schedule";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./embedded-postgres";
import { root } from "./paths";

const [command, argument] = process.argv.slice(2);
const dataDir = path.resolve(root, env.DATA_DIR);
const embeddedDir = path.join(dataDir, "postgres");

async function withDatabase<T>(work: (url: string) => Promise<T>, { mustBeStopped }: { mustBeStopped: boolean }): Promise<T> {
  if (env.DATABASE_URL) return work(env.DATABASE_URL);
  const running = runningEmbeddedUrl(embeddedDir, "stepwise");
  if (running && mustBeStopped) throw new Error(`the app's embedded database in ${embeddedDir} is running: stop the app first`);
  if (running) return work(running);
  if (!mustBeStopped && !existsSync(path.join(embeddedDir, "cluster", "PG_VERSION"))) throw new Error(`no embedded database in ${embeddedDir}`);
  const server = await startEmbeddedPostgres({ dir: embeddedDir });
  try {
    await server.createDatabase("stepwise");
    return await work(server.url("stepwise"));
  } finally {
    await server.stop();
  }
}

const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

try {
  if (command === "backup") {
    const file = path.resolve(argument ?? backupName("stepwise-"));
    const rows = await withDatabase((url) => backupDatabase(url, file), { mustBeStopped: false });
    if (!rows) throw new Error("another backup of this database is running");
    console.log(`[stepwise] backup written to ${file}: ${Object.keys(rows).length} tables, ${total(rows)} rows`);
  } else if (command === "restore" && argument) {
    const file = path.resolve(argument);
    if (!existsSync(file)) throw new Error(`${file} does not exist`);
    const rows = await withDatabase((url) => restoreDatabase(url, file), { mustBeStopped: true });
    console.log(`[stepwise] restored ${file}: ${Object.keys(rows).length} tables, ${total(rows)} rows`);
  } else {
    console.error("usage: npm run backup [file]  |  npm run restore <file>");
    process.exit(2);
  }
} catch (error) {
  console.error(`[stepwise] ${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
