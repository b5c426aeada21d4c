// How the e2e suite starts the app: the production build, launched the way a deployment launches
// it. The one place that names the command, so a change of launcher changes it here only.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { signalGroup } from "../../scripts/lib/process-group.mts";

// Playwright runs from the repository's root, where the build is.
const root = process.cwd();
/** The launcher with its arguments, run from the repository's root. */
export const APP_COMMAND = [process.execPath, "dist/server/start.mjs", "--production"];
const START_TIMEOUT_MS = 120_000;

export type RunningApp = { url: string; stop(): Promise<void> };

/**
 * Starts one app server on `port` with `env` on top of the suite's environment and resolves once
 * /healthz answers 200. Its output goes to `logFile`; the last lines are shown when it fails to start.
 */
export async function startApp({ port, env, logFile }: { port: number; env: Record<string, string>; logFile: string }): Promise<RunningApp> {
  const url = `http://localhost:${port}`;
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const [command, ...args] = APP_COMMAND as [string, ...string[]];
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A worker that is stopped before its teardown (Ctrl-C, a crash) takes its server with it.
  const orphaned = () => signalGroup(child, "SIGKILL");
  process.once("exit", orphaned);
  void exited.then(() => process.off("exit", orphaned));
  try {
    await untilHealthy(url, exited);
  } catch (error) {
    await stopChild(child, exited);
    const tail = (await readFile(logFile, "utf8").catch(() => "")).split("\n").slice(-30).join("\n");
    throw new Error(`${(error as Error).message}\n--- ${logFile} ---\n${tail}`);
  }
  return { url, stop: () => stopChild(child, exited) };
}

async function untilHealthy(url: string, exited: Promise<number | null>) {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the app server at ${url} exited with code ${gone} before it was healthy`);
    const status = await fetch(`${url}/healthz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    // Polling for readiness: the server gives no other signal that it is up.
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app server at ${url} was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
