import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "../lib/env";
import { embeddedMaxConnections, runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
import { root } from "./paths";

const dir = path.join(root, ".test-data", `owner-${process.pid}`);
/** The launcher's script, beside the data folder. */
const launcherScript = path.join(root, ".test-data", `owner-launcher-${process.pid}.mjs`);
const started: EmbeddedServer[] = [];
let launcher: ChildProcess | undefined;

/** A launcher of its own: a process that starts the embedded server on `dir`, supervised, and stays. */
async function startLauncher(): Promise<{ child: ChildProcess; port: number }> {
  await fs.mkdir(path.dirname(launcherScript), { recursive: true });
  await fs.writeFile(
    launcherScript,
    `import { startEmbeddedPostgres } from ${JSON.stringify(path.join(root, "server", "embedded-postgres.ts"))};
    const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, fast: true, supervise: () => {} });
    console.log("ready " + server.port);
    setInterval(() => {}, 60_000);`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", launcherScript], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const ready = /ready (\d+)/.exec(output);
    if (ready) return { child, port: Number(ready[1]) };
  }
  throw new Error(`the launcher exited before its database started: ${output}`);
}

/** The port of the server running on `dir` now, and whether it answers a query (null: none runs). */
async function runningServer(): Promise<{ port: number; answers: boolean } | null> {
  const url = runningEmbeddedUrl(dir, "postgres");
  if (!url) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query("SELECT 1 AS one");
    return { port: Number(new URL(url).port), answers: rows[0]?.one === 1 };
  } catch {
    return { port: Number(new URL(url).port), answers: false };
  } finally {
    await client.end().catch(() => {});
  }
}

afterAll(async () => {
  launcher?.kill("SIGKILL");
  for (const server of started) await server.stop().catch(() => {});
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rm(launcherScript, { force: true });
});

describe("the embedded PostgreSQL's data folder", () => {
  it("is not taken from a live server by a second start, and a killed launcher's leftover is replaced", async () => {
    const first = await startLauncher();
    launcher = first.child;

    // A second start on the same folder (a second `npm start`) is refused, and the first server's
    // database keeps answering.
    await expect(startEmbeddedPostgres({ dir, fast: true })).rejects.toThrow(`another server (process ${first.child.pid}) is running on the database in ${dir}`);
    expect(await runningServer()).toEqual({ port: first.port, answers: true });

    // Its launcher killed outright, the postgres it started is a leftover: the next start stops it
    // and starts its own.
    first.child.kill("SIGKILL");
    await once(first.child, "exit");
    launcher = undefined;
    const next = await startEmbeddedPostgres({ dir, fast: true });
    started.push(next);
    expect(next.port).not.toBe(first.port);
    expect(await runningServer()).toEqual({ port: next.port, answers: true });
  });

  it("allows the connections its instances use and no more (its listen backlog is twice that)", async () => {
    const [server] = started;
    const { rows } = await server!.query("SHOW max_connections");
    expect(Number(rows[0]?.max_connections)).toBe(embeddedMaxConnections(env.DATABASE_POOL_SIZE));
    expect(embeddedMaxConnections(10)).toBe(25);
  });
});
