import path from "node:path";
import { defineConfig } from "prisma/config";
import { env } from "./lib/env";
import { cliAdapter } from "./prisma/cli-adapter";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const url = env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL must be set to run the Prisma CLI");
    return cliAdapter(url);
  },
});
