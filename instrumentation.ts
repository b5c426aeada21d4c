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
  }
}
