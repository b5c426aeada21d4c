// @ts-check
// The operator path's reference: Debian's nginx serving the app's own answers as static files,
// with the same worker count as the nginx in front of the app (scripts/nginx.ts renders
// deploy/nginx.conf), so that the ratio measures what the microcache and the app cost over
// nginx's cheapest way of sending the same bytes.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** @typedef {{ url: string, stop(): Promise<void> }} RunningNginx */

/**
 * The project's `startNginx` (scripts/nginx.ts): it installs nginx where missing and runs
 * deploy/nginx.conf, microcache included, in front of the given upstreams.
 * @param {string} root
 * @returns {Promise<(options: { port: number, upstreams: string[], dir: string }) => Promise<RunningNginx>>}
 */
export async function loadStartNginx(root) {
  const file = path.join(root, "scripts", "nginx.ts");
  if (!existsSync(file)) throw new Error("scripts/nginx.ts (startNginx) is missing: the operator path needs it");
  const { startNginx } = await import(pathToFileURL(file).href);
  return startNginx;
}

/** The nginx binary startNginx installed (Debian's, in /usr/sbin), or the one on PATH. */
function nginxBinary() {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "nginx"));
  return ["/usr/sbin/nginx", ...onPath].find((file) => existsSync(file)) ?? "nginx";
}

/**
 * The worker_processes of the configuration startNginx rendered into `dir` ("auto" if none is
 * found), so that both nginx processes get the same share of the machine.
 * @param {string} dir
 */
export async function workerProcessesOf(dir) {
  const files = existsSync(dir) ? (await fs.readdir(dir)).filter((f) => f.endsWith(".conf")) : [];
  for (const file of files) {
    const match = /^\s*worker_processes\s+([^;]+);/m.exec(await fs.readFile(path.join(dir, file), "utf8"));
    if (match?.[1]) return match[1].trim();
  }
  return "auto";
}

/**
 * Serves each `files` entry (URL path -> body) at its exact path as text/html, from files under
 * `dir`, with nginx in the foreground; `stop()` ends it.
 * @param {{ port: number, dir: string, files: Map<string, Buffer>, workerProcesses: string }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startStaticNginx({ port, dir, files, workerProcesses }) {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(path.join(dir, "www"), { recursive: true });
  const locations = [];
  let i = 0;
  for (const [urlPath, body] of files) {
    const name = `${i++}.html`;
    await fs.writeFile(path.join(dir, "www", name), body);
    // try_files, not alias: nginx would look for an index file under a path ending in "/".
    locations.push(`    location = ${urlPath} { default_type text/html; try_files /${name} =404; }`);
  }
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(dir, name)};`;
  await fs.writeFile(
    path.join(dir, "nginx.conf"),
    [
      `worker_processes ${workerProcesses};`,
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      "  sendfile on;",
      "  keepalive_requests 100000;",
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${path.join(dir, "www")};`,
      ...locations,
      "    location / { return 404; }",
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(nginxBinary(), ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const first = files.keys().next().value ?? "/";
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx (static) exited with ${child.exitCode}: ${stderr.slice(-400)}`);
    const status = await fetch(url + first).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (tries > 100 || (status && status !== 200)) {
      await stop();
      throw new Error(`nginx (static) did not serve ${first} (last answer ${status || "none"}; see ${path.join(dir, "error.log")})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}
