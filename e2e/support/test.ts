// The suite's `test`: Playwright's, with this worker's app server (and, for the specs that ask, a
// second one with no e-mail provider) started once per worker on the worker's own database.
import { rm } from "node:fs/promises";
import { test as base } from "@playwright/test";
import { E2E_ADMIN, E2E_LINKS, E2E_TESTER_DEADLINE } from "../../playwright.config";
import { EMBED_SOURCES } from "../../lib/site/embeds";
import { API_KEY, FakeResend } from "../../tests/fake-resend/server";
import { createDatabaseFromTemplate } from "./db";
import { startApp, type RunningApp } from "./server";
import { workerDatabases, workerDataDir, workerPorts } from "./worker";

export { expect } from "@playwright/test";

/** The app server's environment in the e2e runs. */
const appEnv = (port: number, databaseUrl: string, dataDir: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  NEXTAUTH_SECRET: "e2e-session-secret-e2e-session-secret-0123456789",
  ENABLE_TEST_ROUTES: "1",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  // Every browser of a worker comes from one address: the limits per address are the adversarial suite's.
  COSTLY_PATH_RATE_LIMIT_PER_MINUTE: "0",
  ANALYTICS_RATE_LIMIT_PER_MINUTE: "0",
  TESTER_LINKS_PER_SENDER_PER_HOUR: "0",
  TESTER_PROGRAM_DEADLINE: E2E_TESTER_DEADLINE.iso,
  // The webhook specs' endpoint runs on loopback; a failing one gives up within seconds.
  WEBHOOKS_ALLOW_PRIVATE: "on",
  WEBHOOK_MAX_ATTEMPTS: "3",
  WEBHOOK_RETRY_DELAY_SECONDS: "1",
  RESEND_WEBHOOK_SECRET: "whsec_dGVzdC13ZWJob29rLXNlY3JldC10ZXN0LXdlYmhvb2s=",
  // Playwright's API requests reuse idle connections, and Node 20's agent ignores the server's
  // Keep-Alive hint: a request sent about 6 s after the previous one, while the driver was busy
  // with a page, went out on a connection Node's server was closing and got ECONNRESET (a POST is
  // not retried). No pause between two of a test's requests comes near a minute.
  KEEP_ALIVE_TIMEOUT: "60000",
  ...E2E_LINKS,
  NEXT_TELEMETRY_DISABLED: "1",
});

/** A server's start can take a while on a busy machine (the app loads, revalidates its pages). */
const SERVER_FIXTURE_TIMEOUT_MS = 180_000;

async function startWorkerApp(name: "app" | "noMail", port: number, extraEnv: Record<string, string> = {}) {
  const databaseUrl = await createDatabaseFromTemplate(workerDatabases[name]);
  const dataDir = `${workerDataDir}/${name}`;
  await rm(dataDir, { recursive: true, force: true });
  return startApp({ port, env: { ...appEnv(port, databaseUrl, dataDir), ...extraEnv }, logFile: `${dataDir}/server.log` });
}

type WorkerFixtures = {
  /** This worker's fake Resend API (tests/fake-resend): the app sends through it. */
  fakeResend: FakeResend;
  /** This worker's app server, on its own database, sending through `fakeResend`. */
  app: RunningApp;
  /** A server with no RESEND_API_KEY on a database of its own: what a fresh install without e-mail shows. */
  noMailApp: RunningApp;
};

// The embed hosts cannot be reached from the test machine: each answers with a stand-in page, as
// it would online (a spec that tests an unreachable host routes its page to fail).
const EMBED_HOST = new RegExp(`^(${EMBED_SOURCES.map((s) => s.replace(/\./g, "\\.")).join("|")})/`);

export const test = base.extend<object, WorkerFixtures>({
  context: async ({ context }, provide) => {
    await context.route(EMBED_HOST, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Embed</title>" }));
    await provide(context);
  },
  fakeResend: [
    // Playwright reads a fixture's dependencies from the destructured first argument: none here.
    async ({}, use) => {
      const fake = await new FakeResend().start(workerPorts.resend);
      await use(fake);
      await fake.stop();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ fakeResend }, use) => {
      const app = await startWorkerApp("app", workerPorts.app, { RESEND_API_KEY: API_KEY, RESEND_BASE_URL: fakeResend.url });
      await use(app);
      await app.stop();
    },
    { scope: "worker", auto: true, timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
  noMailApp: [
    async ({}, use) => {
      const app = await startWorkerApp("noMail", workerPorts.noMail);
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
  baseURL: async ({ app }, provide) => provide(app.url),
});
