// Work to finish when this server instance stops (SIGTERM/SIGINT): the HTTP server in front of
// Next calls globalThis.__stepwiseShutdown after the last in-flight request has been answered.
type Hook = () => Promise<void> | void;

const state = globalThis as unknown as { __stepwiseShutdownHooks?: Hook[]; __stepwiseShutdown?: () => Promise<void> };

/** Registers work to run at shutdown; hooks run in reverse order of registration. */
export function onShutdown(hook: Hook) {
  state.__stepwiseShutdownHooks ??= [];
  state.__stepwiseShutdownHooks.push(hook);
  state.__stepwiseShutdown ??= async () => {
    const hooks = state.__stepwiseShutdownHooks ?? [];
    state.__stepwiseShutdownHooks = [];
    for (const run of hooks.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error("[shutdown] hook failed", error);
      }
    }
  };
}
