// Runs the Prisma CLI with the remedies its JavaScript schema engine needs here.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// `prisma generate` reads no database, but the CLI wants a postgresql:// URL to stay on the JS engine.
const PLACEHOLDER_URL = "postgresql://placeholder:placeholder@127.0.0.1:5432/placeholder";

export function runPrisma(args, { databaseUrl, stdio = "inherit" } = {}) {
  const preload = `--require ${path.join(root, "prisma", "cli-unref-timers.cjs")}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl ?? process.env.DATABASE_URL ?? PLACEHOLDER_URL,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  };
  const bin = path.join(root, "node_modules", "prisma", "build", "index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env, stdio });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`prisma ${args.join(" ")} failed (${code})\n${output}`)),
    );
  });
}
