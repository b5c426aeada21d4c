// Where the app lives: the nearest folder above this file with a package.json. The same from the
// sources (server/*.ts, run by the developer tools through tsx), from the launcher's bundle
// (dist/server/*.mjs) and from the standalone layout of the Docker image.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const root = findRoot(path.dirname(fileURLToPath(import.meta.url)));
