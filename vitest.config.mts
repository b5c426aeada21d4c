import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // server-only throws outside React's server environment; tests are server code.
  "server-only": path.join(root, "node_modules/server-only/empty.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Three on a 2-core machine: an integration file spends part of its time waiting for
    // PostgreSQL, and a third file fills that (with npm test's build beside it, 183 s -> 157 s).
    // VITEST_MAX_WORKERS changes it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["{lib,components,app,scripts,server}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.{ts,tsx}", "node_modules/**"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["{lib,components,app,tests,server}/**/*.int.test.{ts,tsx}"],
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // Files run side by side (maxWorkers above), one database per worker
          // (tests/integration/setup.ts); tests inside a file in order.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
