// Runs once when a server instance starts (Node.js runtime only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The e-mail outbox worker (not during `next build`, nor without DATABASE_URL: checked inside).
  const { startAppOutboxWorker } = await import("@/lib/email/start");
  startAppOutboxWorker();
  const { env, isBuildPhase } = await import("@/lib/env");
  if (!isBuildPhase && env.DATABASE_URL) {
    const { warmPool } = await import("@/lib/db");
    await warmPool();
    // The public calls our HTTP server answers without Next's routing pipeline (issue 9).
    const { registerFastRoutes } = await import("@/lib/api/fast-routes");
    await registerFastRoutes();
  }
}
