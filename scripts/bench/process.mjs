// @ts-check
// A child process of the bench (the floor app, the POST reference server): started with its
// output in bench-results/{name}.log, ready once a URL answers, stopped with SIGTERM (SIGKILL
// after 20 s). Every process still running is killed if the bench fails.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";

/** @type {Set<import("node:child_process").ChildProcess>} */
export const children = new Set();

/**
 * Writes a child's stdout and stderr into one file. Neither stream ends it (the first to end
 * would, and the other's next write would throw); it closes when the process has exited.
 * @param {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable>} child
 * @param {string} file
 */
export function logOutput(child, file) {
  const logFile = createWriteStream(file);
  child.stdout.pipe(logFile, { end: false });
  child.stderr.pipe(logFile, { end: false });
  child.on("close", () => logFile.end());
}

/**
 * @param {{ name: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string, logDir: string, cwd: string, anyStatus?: boolean }} options
 */
export async function startProcess({ name, args, env, readyUrl, logDir, cwd, anyStatus = false }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  logOutput(child, path.join(logDir, `${name}.log`));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  }
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} (see bench-results/${name}.log)`);
    const status = await fetch(readyUrl).then((r) => r.status, () => 0);
    if (status && (anyStatus || status < 500)) return { stop, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`${name} did not start within 180 s`);
}
