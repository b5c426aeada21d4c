// Debian's nginx in front of local app instances, for the tests and the bench: deploy/nginx.conf
// as operators run it, with its upstreams, port and cache folder pointed at this machine. nginx
// is installed with apt-get where it is missing, and runs in the foreground as a child process.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root } from "../server/paths";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export type Nginx = { url: string; port: number; stop(): Promise<void> };

/** The nginx binary, installed from Debian's packages when there is none. */
function nginxBinary(): string {
  const found = NGINX.find((file) => existsSync(file));
  if (found) return found;
  console.log("[nginx] not installed: apt-get install -y nginx");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "nginx"]]) {
    const [command = "apt-get", ...rest] = [...asRoot, "apt-get", ...args];
    const done = spawnSync(command, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (done.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (${done.status}): install nginx yourself`);
  }
  const installed = NGINX.find((file) => existsSync(file));
  if (!installed) throw new Error("apt-get installed no nginx binary");
  return installed;
}

/** Replaces `pattern` in deploy/nginx.conf, which must match: the file and this script change together. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update scripts/nginx.ts`);
  return text.replace(pattern, replacement);
}

/**
 * A number set in deploy/nginx.conf: `pattern`'s first group. The suites that mirror a setting
 * (a balancer's kept-connection limit, a page's time bound) read it here, so the file and they
 * change together.
 */
export function deployedSetting(pattern: RegExp): number {
  const value = Number(pattern.exec(readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8"))?.[1]);
  if (!(value > 0)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update the suite that reads it`);
  return value;
}

/** deploy/nginx.conf with local upstreams, port and cache folder, inside a main configuration of its own. */
export function renderConfig({ port, upstreams, dir }: { port: number; upstreams: string[]; dir: string }): string {
  let site = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  site = replaceOnce(site, /^(\s*)server app1:3000[^\n]*\n\s*server app2:3000[^\n]*\n/m, (upstreams.map((u) => `$1server ${u} max_fails=0;\n`).join("")));
  site = replaceOnce(site, /^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /proxy_cache_path \/var\/cache\/nginx\/stepwise /, `proxy_cache_path ${path.join(dir, "cache")} `);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return [
    // Run as root (a CI container), the workers would otherwise be `nobody`, unable to use DIR.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 4096; }",
    "http {",
    `  access_log off;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
    site,
    "}",
  ].join("\n");
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** Starts nginx on 127.0.0.1:`port` in front of `upstreams` ("127.0.0.1:4201"); its files live in `dir`. */
export async function startNginx({ port, upstreams, dir }: { port: number; upstreams: string[]; dir: string }): Promise<Nginx> {
  if (upstreams.length === 0) throw new Error("nginx needs at least one upstream");
  const binary = nginxBinary();
  await fs.mkdir(path.join(dir, "cache"), { recursive: true });
  const file = path.join(dir, "nginx.conf");
  await fs.writeFile(file, renderConfig({ port, upstreams, dir }));
  const check = spawnSync(binary, ["-t", "-q", "-p", dir, "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors}${readLog(dir)}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s:\n${readLog(dir)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function readLog(dir: string): string {
  const log = path.join(dir, "error.log");
  return existsSync(log) ? readFileSync(log, "utf8").split(os.EOL).slice(-20).join(os.EOL) : "";
}
