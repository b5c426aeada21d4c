// Preloaded for Prisma CLI runs: the WASM schema engine leaves 10 s and 60 s timers running,
// which keeps the CLI alive long after its work is done. Long timers must not hold the process open.
const original = global.setTimeout;
global.setTimeout = function patchedSetTimeout(fn, ms, ...args) {
  const timer = original(fn, ms, ...args);
  if (typeof ms === "number" && ms >= 5000 && timer && typeof timer.unref === "function") timer.unref();
  return timer;
};
