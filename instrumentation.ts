// Runs once when a server instance starts, under every way of serving the app (the standalone
// server.js with or without the launcher, `next dev`). NEXT_RUNTIME is the compiler's constant, as Next's
// instrumentation guide shows: it keeps the Node.js-only work out of the edge bundle.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeInstance } = await import("@/lib/instrumentation-node");
    await startNodeInstance();
  }
}
