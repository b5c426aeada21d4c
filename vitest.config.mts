import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // server-only throws outside React's server environment; tests are server code.
  "server-only": path.join(root, "node_modules/server-only/empty.js"),
};

const INTEGRATION_FILES = ["{lib,components,app,tests,server}/**/*.int.test.{ts,tsx}"];
/**
 * The integration files that need modules of their own: they set the environment before the app
 * reads it (lib/env.ts reads it once, on import) or mock a module the app imports (next/headers).
 * They run isolated, each in a fresh process, as vitest runs files by default.
 */
const OWN_MODULES = [
  "app/(site)/account/page.int.test.ts",
  "app/api/admin/security.int.test.ts",
  "app/api/email-status/route.int.test.ts",
  "lib/email/notifications.int.test.ts",
  "lib/email/outbox.int.test.ts",
  "lib/newsletter/webhook.int.test.ts",
  "lib/notifications/notifications.int.test.ts",
];

/**
 * An integration project. The other files share one module graph per worker (`isolate: false`):
 * each isolated file loaded the app's modules again, 114 s of the run's import time over 79 files
 * (integration alone 136 s -> 72-82 s). A file starts from an empty database, not from fresh
 * modules, so a test must not count on a module's first load (a cached value, a mock's calls).
 */
function integration(name: string, { isolate, include = INTEGRATION_FILES, exclude = [] as string[] }: { isolate: boolean; include?: string[]; exclude?: string[] }) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: "node",
      include,
      exclude: [...exclude, "node_modules/**"],
      isolate,
      setupFiles: ["tests/integration/setup.ts"],
      // Files run side by side (maxWorkers below), one database per worker
      // (tests/integration/setup.ts); tests inside a file in order.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Three on a 2-core machine: an integration file spends part of its time waiting for
    // PostgreSQL, and a third file fills that (with npm test's build beside it, 183 s -> 157 s).
    // VITEST_MAX_WORKERS changes it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // The integration projects' PostgreSQL, started once for both (and not for the unit project alone).
    globalSetup: ["tests/integration/global-setup.ts"],
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
      integration("integration", { isolate: false, exclude: OWN_MODULES }),
      integration("integration-isolated", { isolate: true, include: OWN_MODULES }),
    ],
  },
});
