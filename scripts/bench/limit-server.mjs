#!/usr/bin/env node
// The physical limit of this machine for `npm run bench`: the least a node:http server can do.
//   static <capture.json>  answers each captured path with the app's own status, headers and body
//                          from memory (no routing beyond a map lookup, no rendering, no cache).
//   insert                 parses the feedback JSON and inserts the row with pg directly
//                          (DATABASE_URL, POOL_SIZE), the same work the app's POST must do at least.
// Listens on PORT and prints "ready" once it accepts connections.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";

const [mode, captureFile] = process.argv.slice(2);
const port = Number(process.env.PORT);

function staticHandler(file) {
  const routes = new Map();
  for (const [path, capture] of Object.entries(JSON.parse(readFileSync(file, "utf8")))) {
    const body = Buffer.from(capture.bodyBase64, "base64");
    const headers = { ...capture.headers, "content-length": String(body.length) };
    routes.set(path, { status: capture.status, headers, body });
  }
  return (req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  };
}

function insertHandler() {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 10),
  });
  return (req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", async () => {
      try {
        const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const { rows } = await pool.query(
          `INSERT INTO feedback (id, email, clarity, confusion, improvements, usage, additional)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, "createdAt"`,
          [
            randomUUID(),
            input.email || null,
            input.clarity,
            input.confusion ?? "",
            input.improvements ?? "",
            input.usage,
            input.additional ?? "",
          ],
        );
        const body = JSON.stringify(rows[0]);
        res.writeHead(201, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        });
        res.end(body);
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" }).end(String(error.message));
      }
    });
  };
}

const handler =
  mode === "static" ? staticHandler(captureFile) : mode === "insert" ? insertHandler() : null;
if (!handler) {
  console.error("usage: limit-server.mjs static <capture.json> | insert");
  process.exit(2);
}
const server = http.createServer(handler);
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
