// @ts-check
// The framework's floor: a bare Next.js app of the same Next version as ours, one page with our
// privacy text as plain server HTML, no providers, fonts, CSS or client components. Its sources
// are scripts/bench/floor-app/; at bench time they are copied to bench-results/floor-app/ with the
// text taken from the app's build (its prerendered /privacy, so that no request warms the app
// before Lighthouse's first load), and built with `next build` (Turbopack, as the app) only when
// the sources, the text or Next's version changed.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { securityHeaders } from "../../lib/security/headers.ts";

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Decodes the character references React writes in text and attribute values.
 * @param {string} text
 */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#")
      return String.fromCodePoint(
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
      );
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The floor page's content from the app's /privacy HTML: the title, the meta description and the
 * <article> (h1, p, h2, ul, li, a) with every class and style attribute and React's text
 * separators removed, so it is plain HTML.
 * @param {string} html
 */
export function floorContent(html) {
  const article = html.match(/<article\b[^>]*>([\s\S]*?)<\/article>/)?.[1];
  if (!article) throw new Error("the app's /privacy answer has no <article>");
  const title = html.match(/<title\b[^>]*>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1];
  if (title == null || description == null)
    throw new Error("the app's /privacy answer has no <title> or meta description");
  const plain = article
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s(?:class|style|data-[\w-]+)="[^"]*"/g, "")
    .trim();
  return { title: decodeEntities(title), description: decodeEntities(description), html: plain };
}

/**
 * Hash of the floor's files (relative path and bytes), Next's version and the bundler.
 * @param {Map<string, Buffer>} files
 * @param {string} nextVersion
 * @param {string} bundler
 */
export function floorHash(files, nextVersion, bundler) {
  const digest = createHash("sha256");
  digest.update(`next ${nextVersion} ${bundler}\n`);
  for (const [name, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    digest.update(`${name}\n`);
    digest.update(bytes);
  }
  return digest.digest("hex");
}

/**
 * @param {string} root
 * @param {string} cwd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 * @returns {Promise<void>}
 */
function runNext(root, cwd, args, env, logFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), ...args], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", async (code) => {
      await fs.writeFile(logFile, output);
      if (code === 0) resolve();
      else reject(new Error(`next ${args.join(" ")} in ${cwd} exited with ${code}: ${output.slice(-800)}`));
    });
  });
}

/**
 * Writes bench-results/floor-app from scripts/bench/floor-app and the app's /privacy HTML, and
 * builds it when its hash changed. Returns { dir, built, hash, nextVersion, bundler, words }.
 * @param {{ root: string, outDir: string, privacyHtml: string, env: NodeJS.ProcessEnv, log?: (message: string) => void }} options
 */
export async function prepareFloor({ root, outDir, privacyHtml, env, log = () => {} }) {
  const source = path.join(root, "scripts", "bench", "floor-app");
  const dir = path.join(outDir, "floor-app");
  const nextVersion = JSON.parse(readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version;
  // The app's `next build` uses Next 16's default bundler, Turbopack: so does the floor.
  const bundler = "turbopack";
  const content = floorContent(privacyHtml);
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (const entry of await fs.readdir(source, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    files.set(path.relative(source, full), await fs.readFile(full));
  }
  files.set(
    path.join("app", "content.mjs"),
    Buffer.from(
      `// Written by scripts/bench/floor.mjs from the app's /privacy answer.\n${Object.entries(content)
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join("\n")}\n`,
    ),
  );
  files.set("floor-root.mjs", Buffer.from(`export const root = ${JSON.stringify(root)};\n`));
  // The security headers proxy.ts puts on the app's pages (less the request id, which is made per
  // request), for the floor's /with-site-headers.
  const siteHeaders = securityHeaders({ NODE_ENV: "production", SITE_URL: env.SITE_URL, PROTOTYPE_URL: env.PROTOTYPE_URL, VIDEO_URL: env.VIDEO_URL });
  files.set("site-headers.mjs", Buffer.from(`// Written by scripts/bench/floor.mjs from lib/security/headers.ts.\nexport const siteHeaders = ${JSON.stringify(siteHeaders)};\n`));
  // The app's icon (a <link rel="icon">, so no favicon.ico 404 in the console).
  files.set(path.join("app", "icon.svg"), await fs.readFile(path.join(root, "public", "icon.svg")));
  const hash = floorHash(files, nextVersion, bundler);
  const stamp = path.join(outDir, "floor-app.hash");
  const upToDate =
    existsSync(path.join(dir, ".next", "BUILD_ID")) &&
    existsSync(stamp) &&
    (await fs.readFile(stamp, "utf8")) === hash;
  if (!upToDate) {
    log(`building the floor app (Next ${nextVersion}, ${bundler}): its sources, text or Next changed...`);
    await fs.rm(dir, { recursive: true, force: true });
    for (const [name, bytes] of files) {
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fs.writeFile(path.join(dir, name), bytes);
    }
    await fs.symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    await runNext(
      root,
      dir,
      ["build"],
      { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      path.join(outDir, "floor-build.log"),
    );
    await fs.writeFile(stamp, hash);
  }
  const words = content.html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
  return { dir, built: !upToDate, hash, nextVersion, bundler, words };
}

/**
 * `next start` arguments for the built floor app.
 * @param {string} root
 * @param {number} port
 */
export function floorStartArgs(root, port) {
  return [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"];
}

/**
 * The app's /privacy as its production build prerendered it (Next writes `server/app/privacy.html`
 * under its dist directory: `.next`, or the standalone layout's copy of it). Read from the build
 * rather than asked of the running app, so that the floor costs the app no page request.
 * @param {string} root
 */
export function privacyFromBuild(root) {
  const candidates = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(".next"))
    .flatMap((entry) => [
      path.join(root, entry.name, "server", "app", "privacy.html"),
      path.join(root, entry.name, "standalone", ".next", "server", "app", "privacy.html"),
    ]);
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no prerendered /privacy in the build (looked for ${candidates.map((f) => path.relative(root, f)).join(", ")})`);
  return readFileSync(found, "utf8");
}
