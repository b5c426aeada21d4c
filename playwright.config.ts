import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { workerPorts } from "./e2e/support/worker";

// A path from CHROMIUM_PATH; else Debian's chromium-headless-shell, the old headless build, which
// Playwright itself runs for headless tests (these machines cannot download Playwright's browsers)
// and which runs the suite about a fifth faster than the full browser (a11y sweep and admin shell:
// 203 s -> 164 s on 2 cores); else Debian's chromium; else Playwright's own browser.
const DEBIAN_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_BROWSERS.find((file) => existsSync(file));
/** This worker's app server and fake Resend API (e2e/support/test.ts starts both; e2e/support/worker.ts gives the ports). */
export const baseURL = `http://localhost:${workerPorts.app}`;
export const fakeResendUrl = `http://127.0.0.1:${workerPorts.resend}`;
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password-Str0ng" };
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

export default defineConfig({
  testDir: "e2e",
  // Spec files spread over the workers, each worker on its own server and database; a file's tests
  // run in order (several share state set up in beforeAll).
  fullyParallel: false,
  // Three on two cores: with two, a test's waits (a server's answer, a job's poll) left the cores
  // a tenth idle; a third worker fills them (full suite alone: 304 s at 90 % of the cores -> 277 s
  // at 97 %).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  // One retry under CI, and the retried tests named at the end (a pass on retry is still a flaw to fix).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./e2e/support/retry-reporter.ts"]],
  // Three workers share the two cores with their servers and browsers: a test gets about a third
  // of the CPU it had when it ran alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace (DOM snapshots and screenshots at every action) cost a sixth of the run
    // even for the tests that pass (a11y sweep and admin shell: 153 s -> 128 s without): it is
    // recorded for the retry that CI gives a failed test; `--trace on` records it locally.
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      // Chromium is most of the suite's CPU (about 125 % of the two cores' 200 %, against 20 % for the
      // app servers): the GPU thread in the browser process and no site-isolation processes save
      // about a tenth of the run (150 s -> 138 s over admin, forms, landing and blog specs).
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--in-process-gpu", "--disable-site-isolation-trials"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
