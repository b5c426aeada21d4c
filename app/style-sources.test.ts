import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// globals.css scans only the public pages' sources and a named list of UI components: a UI
// component that a public page imports but the list leaves out would render unstyled there.
const appDir = import.meta.dirname;
const css = fs.readFileSync(path.join(appDir, "globals.css"), "utf8");
const sources = [...css.matchAll(/^@source "([^"]+)";$/gm)].map((m) => m[1]!);
const uiLine = sources.find((s) => s.includes("components/ui/"));
const listed = new Set(/components\/ui\/\{([^}]+)\}/.exec(uiLine ?? "")?.[1]?.split(",") ?? []);

/** "../components/{a,b}" → "../components/a", "../components/b" (one level of braces). */
const expand = (source: string) => {
  const m = /\{([^}]+)\}/.exec(source);
  return m ? m[1]!.split(",").map((part) => source.replace(m[0], part)) : [source];
};

function files(target: string): string[] {
  if (target.endsWith("*.tsx")) {
    const dir = path.dirname(target);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => path.join(dir, f));
  }
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
    .map((f) => path.join(target, f));
}

const uiDir = path.join(appDir, "../components/ui");
const uiFile = (name: string) =>
  ["tsx", "ts"].map((ext) => path.join(uiDir, `${name}.${ext}`)).find((f) => fs.existsSync(f));

/** The components/ui modules a file imports, statically or lazily (by "./name" inside components/ui). */
const uiImports = (file: string) => {
  const prefix = path.dirname(file) === uiDir ? "(?:@/components/ui/|\\./)" : "@/components/ui/";
  const pattern = new RegExp(`(?:from |import\\()"${prefix}([a-z-]+)"`, "g");
  return [...fs.readFileSync(file, "utf8").matchAll(pattern)]
    .map((m) => m[1]!)
    .filter((name) => uiFile(name) !== undefined);
};

describe("the public style sheet's sources", () => {
  it("name every UI component that a public page uses", () => {
    const publicFiles = sources
      .filter((s) => s !== uiLine)
      .flatMap(expand)
      .flatMap((s) => files(path.join(appDir, s)));
    expect(publicFiles.length).toBeGreaterThan(50);
    const used = new Set<string>();
    const queue = publicFiles.flatMap(uiImports);
    while (queue.length) {
      const name = queue.pop()!;
      if (used.has(name)) continue;
      used.add(name);
      queue.push(...uiImports(uiFile(name)!));
    }
    // Modules without a class name (toast signals) need no scanning; every other one must be listed.
    const styled = [...used].filter((name) =>
      /className|cva\(/.test(fs.readFileSync(uiFile(name)!, "utf8")),
    );
    expect(styled.length).toBeGreaterThan(5);
    expect(styled.filter((name) => !listed.has(name))).toEqual([]);
  });
});
