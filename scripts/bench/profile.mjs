// @ts-check
// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by part of the stack,
// so the bench can say where a request's time goes.
import { readFile } from "node:fs/promises";

/** @type {[string, RegExp][]} */
const PARTS = [
  ["(idle)", /^\(idle\)$/],
  ["garbage collection", /^\(garbage collector\)$/],
  ["V8 / native (program)", /^\(program\)$/],
  ["react-dom server render", /react-dom|react-server-dom|\/react\//],
  [
    "next.js server (routing, cache, response)",
    /next\/dist\/(server|compiled\/(?!react))|next\/dist\/(shared|lib)/,
  ],
  [
    "node http / net / streams",
    /^node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http|zlib|buffer|events)/,
  ],
  ["prisma / pg (database)", /@prisma|prisma|\/pg\/|pg-protocol|pg-pool/],
  ["app code (.next/server)", /\.next\/server/],
  ["other node internals", /^node:/],
];

/** @param {{ url: string, functionName: string }} frame */
function part(frame) {
  const key = frame.url || frame.functionName;
  for (const [name, pattern] of PARTS) if (pattern.test(key)) return name;
  return "other";
}

/**
 * @param {string} file a .cpuprofile
 * @param {number} [top]
 */
export async function summariseProfile(file, top = 20) {
  /** @type {{ nodes: { id: number, callFrame: { url: string, functionName: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(await readFile(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, number>} */
  const self = new Map();
  // timeDeltas[i] is the time before samples[i]: attribute it to that sample's node.
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  /** @type {Map<string, number>} */
  const functions = new Map();
  /** @type {Map<string, number>} */
  const parts = new Map();
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/\.next\//, ".next/")}:${frame.lineNumber + 1}`
      : "";
    const name = `${frame.functionName || "(anonymous)"} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
    const p = part(frame);
    parts.set(p, (parts.get(p) ?? 0) + us);
  }
  const pct = (/** @type {number} */ us) => Math.round((us / total) * 1000) / 10;
  const busy = total - (parts.get("(idle)") ?? 0);
  return {
    file,
    totalMs: Math.round(total / 1000),
    busyMs: Math.round(busy / 1000),
    parts: [...parts]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 1000),
        pct: pct(us),
        pctOfBusy: name === "(idle)" ? null : Math.round((us / busy) * 1000) / 10,
      })),
    top: [...functions]
      .filter(([name]) => !name.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 1000),
        pctOfBusy: Math.round((us / busy) * 1000) / 10,
      })),
  };
}
