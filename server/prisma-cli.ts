// Runs the Prisma CLI with the remedies its JavaScript schema engine needs here.
import { spawn } from "node:child_process";
import path from "node:path";
import { childEnv, env } from "../lib/env";
import { root } from "./paths";
// `prisma generate` reads no database, but the CLI wants a postgresql:// URL to stay on the JS engine.
const PLACEHOLDER_URL = "postgresql://placeholder:placeholder@127.0.0.1:5432/placeholder";

export function runPrisma(args: string[], { databaseUrl, stdio = "inherit" }: { databaseUrl?: string; stdio?: "inherit" | "pipe" } = {}): Promise<string> {
  const preload = `--require ${path.join(root, "prisma", "cli-unref-timers.cjs")}`;
  const environment = childEnv({
    DATABASE_URL: databaseUrl ?? env.DATABASE_URL ?? PLACEHOLDER_URL,
    NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  });
  const bin = path.join(root, "node_modules", "prisma", "build", "index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: environment, stdio });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`prisma ${args.join(" ")} failed (${code})\n${output}`)),
    );
  });
}
