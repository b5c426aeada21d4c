import { mkdtemp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticFiles, assetPath, pickEncoding } from "./static-files.mjs";

describe("which paths are assets", () => {
  const dir = "/srv/app/.next/static";

  it("maps /_next/static/... to a file under the build's static folder", () => {
    expect(assetPath(dir, "/_next/static/chunks/a.js")).toBe(`${dir}/chunks/a.js`);
    expect(assetPath(dir, "/_next/static/media/inter%20x.woff2?v=1")).toBe(
      `${dir}/media/inter x.woff2`,
    );
  });

  it("refuses anything that could leave the folder or is not a plain path", () => {
    for (const url of [
      "/_next/static/../../etc/passwd",
      "/_next/static/%2e%2e/secret.js",
      "/_next/static/chunks/..%2f..%2fx.js",
      "/_next/static/chunks//a.js",
      "/_next/static/",
      "/_next/static/a%00.js",
      "/_next/static/a%5c..%5cb.js",
      "/_next/static/%E0%A4%A",
      "/_next/image?url=/x.png",
      "/favicon.svg",
      "//_next/static/a.js",
    ]) {
      expect(assetPath(dir, url), url).toBeNull();
    }
  });
});

describe("content negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("serving from memory over HTTP", () => {
  let dir: string;
  let server: http.Server;
  let files: StaticFiles;
  let base: string;
  const script = `console.log(${JSON.stringify("x".repeat(5000))});\n`;
  const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "static-files-"));
    await mkdir(path.join(dir, "chunks"));
    await mkdir(path.join(dir, "media"));
    await writeFile(path.join(dir, "chunks", "app.js"), script);
    await writeFile(path.join(dir, "media", "font.woff2"), font);
    await writeFile(path.join(dir, "chunks", "notes.unknown"), "?");
    await writeFile(path.join(os.tmpdir(), "outside-static.js"), "secret");
    files = new StaticFiles(dir);
    // Stands in for Next: whatever the module does not answer.
    server = http.createServer((req, res) => {
      if (files.handle(req, res)) return;
      res.writeHead(299, { "x-from": "next" });
      res.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(os.tmpdir(), "outside-static.js"), { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request(`${base}${url}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("leaves the first request to Next, then answers from memory with Next's headers", async () => {
    const first = await get("/_next/static/chunks/app.js");
    expect(first.headers["x-from"]).toBe("next");
    await files.settled();
    const { status, headers, body } = await get("/_next/static/chunks/app.js");
    expect(status).toBe(200);
    expect(headers["x-from"]).toBeUndefined();
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers.vary).toBe("Accept-Encoding");
    const { size, mtime } = await stat(path.join(dir, "chunks", "app.js"));
    expect(headers.etag).toBe(`W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`);
    expect(body.toString()).toBe(script);
  });

  it("sends brotli or gzip when asked, each decoding to the file", async () => {
    const br = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
  });

  it("sends fonts as they are, answers HEAD without a body and If-None-Match with 304", async () => {
    await get("/_next/static/media/font.woff2");
    await files.settled();
    const fontAnswer = await get("/_next/static/media/font.woff2", { "accept-encoding": "br" });
    expect(fontAnswer.headers["content-type"]).toBe("font/woff2");
    expect(fontAnswer.headers["content-encoding"]).toBeUndefined();
    expect(fontAnswer.body.equals(font)).toBe(true);
    const head = await get("/_next/static/media/font.woff2", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(font.length));
    expect(head.body.length).toBe(0);
    const etag = String(fontAnswer.headers.etag);
    const notModified = await get("/_next/static/media/font.woff2", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("leaves to Next: missing files, unknown types, ranges, other methods and paths outside the folder", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/_next/static/chunks/missing.js", {}, "GET"],
      ["/_next/static/chunks/notes.unknown", {}, "GET"],
      ["/_next/static/chunks/app.js", { range: "bytes=0-10" }, "GET"],
      ["/_next/static/chunks/app.js", {}, "POST"],
      ["/_next/static/../outside-static.js", {}, "GET"],
      ["/_next/static/%2e%2e/outside-static.js", {}, "GET"],
    ];
    for (const [url, headers, method] of cases) {
      await get(url, headers, method);
      await files.settled();
      const answer = await get(url, headers, method);
      expect(answer.headers["x-from"], `${method} ${url}`).toBe("next");
    }
  });
});
