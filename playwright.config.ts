import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's chromium when present (these machines cannot download Playwright's browsers),
// a path from CHROMIUM_PATH, or Playwright's own browser otherwise.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password-Str0ng" };
/** The fake Resend API the server sends through (tests/fake-resend): e2e/support/resend.ts reads it. */
export const fakeResendUrl = `http://127.0.0.1:${Number(process.env.E2E_RESEND_PORT ?? port + 1)}`;
/**
 * A second app server, on its own database and with no e-mail provider: what a fresh install with
 * no RESEND_API_KEY shows (e2e/email-status.spec.ts). Its outbox never touches the main server's.
 */
export const noMailBaseURL = `http://localhost:${port + 2}`;
/**
 * A deadline that is not the default (30 September 2025), so the pages that state it are seen to
 * read the configuration. Past, like the default: the programme stays closed unless a spec opens it.
 */
export const E2E_TESTER_DEADLINE = { iso: "2026-06-30T23:59:59.000Z", text: "30 June 2026" };
/** The site owner's embeds and links, as the environment gives them (the editor's settings default to these). */
export const E2E_LINKS = {
  PROTOTYPE_URL: "https://embed.figma.com/proto/E2EFileKey/StepWise?embed-host=share",
  PROTOTYPE_OPEN_URL: "https://www.figma.com/proto/E2EFileKey/StepWise",
  VIDEO_URL: "https://player.vimeo.com/video/1",
  VIDEO_PAGE_URL: "https://vimeo.com/1",
  DOCUMENTATION_URL: "https://docs.stepwise.example/",
  LINKEDIN_URL: "https://www.linkedin.com/company/stepwise-e2e",
  INSTAGRAM_URL: "https://www.instagram.com/stepwise_e2e",
  FACEBOOK_URL: "https://www.facebook.com/stepwise.e2e",
};

/** The app server's environment in the e2e runs. */
const appEnv = (appPort: number, databaseUrl: string, dataDir: string) => ({
  PORT: String(appPort),
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${appPort}`,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  NEXTAUTH_SECRET: "e2e-session-secret-e2e-session-secret-0123456789",
  ENABLE_TEST_ROUTES: "1",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  TESTER_PROGRAM_DEADLINE: E2E_TESTER_DEADLINE.iso,
  ...E2E_LINKS,
  NEXT_TELEMETRY_DISABLED: "1",
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `node --import tsx tests/fake-resend/cli.ts ${new URL(fakeResendUrl).port}`,
      url: `${fakeResendUrl}/_fake/deliveries`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node dist/server/start.mjs",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        ...appEnv(port, process.env.E2E_DATABASE_URL ?? "", process.env.E2E_DATA_DIR ?? ".test-data/e2e"),
        RESEND_API_KEY: "re_fake_test_key",
        RESEND_BASE_URL: fakeResendUrl,
      },
    },
    {
      command: "node dist/server/start.mjs",
      url: `${noMailBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: appEnv(port + 2, process.env.E2E_NOMAIL_DATABASE_URL ?? "", `${process.env.E2E_DATA_DIR ?? ".test-data/e2e"}/nomail`),
    },
  ],
});
