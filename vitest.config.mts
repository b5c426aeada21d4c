import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // server-only throws outside React's server environment; tests are server code.
  "server-only": path.join(root, "node_modules/server-only/empty.js"),
};

/**
 * The test files that need modules of their own: they set the environment before the app reads it
 * (lib/env.ts reads it once, on import) or mock a module the app imports (next/headers, a data
 * module). They run isolated, each in a fresh process, as vitest runs files by default.
 */
const OWN_MODULES = {
  unit: ["lib/email/unsubscribe.test.ts", "lib/waitlist/leaderboard.test.ts"],
  integration: [
    "app/(site)/account/page.int.test.ts",
    "app/api/admin/security.int.test.ts",
    "app/api/email-status/route.int.test.ts",
    "lib/email/notifications.int.test.ts",
    "lib/email/outbox.int.test.ts",
    "lib/newsletter/webhook.int.test.ts",
    "lib/notifications/notifications.int.test.ts",
  ],
};

type Suite = { name: keyof typeof OWN_MODULES; include: string[]; exclude?: string[]; test?: Record<string, unknown> };

/**
 * A suite as two projects, `name` and `name-isolated`. The first one's files share one module graph
 * per worker (`isolate: false`): isolated, each file loaded the app's modules again, 114 s of the
 * integration run's import time over 79 files (integration alone 136 s -> 72-82 s, unit 9.4 s ->
 * 3.5 s). A file starts from an empty database, not from fresh modules, so a test must not count
 * on a module's first load (a cached value, a mock's calls). The second runs OWN_MODULES.
 */
function suite({ name, include, exclude = [], test = {} }: Suite) {
  const project = (isolate: boolean, files: { include: string[]; exclude: string[] }) => ({
    resolve: { alias },
    test: { name: isolate ? `${name}-isolated` : name, environment: "node", isolate, ...files, ...test },
  });
  return [
    project(false, { include, exclude: [...exclude, ...OWN_MODULES[name], "node_modules/**"] }),
    project(true, { include: OWN_MODULES[name], exclude: [] }),
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Three on a 2-core machine: an integration file spends part of its time waiting for
    // PostgreSQL, and a third file fills that (integration alone, modules shared: 2 workers 103 s,
    // 3 workers 88 s, 4 workers 97 s). VITEST_MAX_WORKERS changes it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // The integration projects' PostgreSQL, started once for both (and not for the unit ones).
    globalSetup: ["tests/integration/global-setup.ts"],
    projects: [
      ...suite({ name: "unit", include: ["{lib,components,app,scripts,server}/**/*.test.{ts,tsx}"], exclude: ["**/*.int.test.{ts,tsx}"] }),
      ...suite({
        name: "integration",
        include: ["{lib,components,app,tests,server}/**/*.int.test.{ts,tsx}"],
        // Files run side by side (maxWorkers above), one database per worker
        // (tests/integration/setup.ts); tests inside a file in order.
        test: { setupFiles: ["tests/integration/setup.ts"], testTimeout: 60_000, hookTimeout: 60_000 },
      }),
    ],
  },
});
