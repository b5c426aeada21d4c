#!/usr/bin/env node
// @ts-check
// The reference of the form call in `npm run bench`: a node:http server that parses the feedback
// JSON and inserts the row with pg directly (DATABASE_URL, POOL_SIZE), the least work the app's
// POST must do. Listens on PORT and prints "ready" once it accepts connections.
import { randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";

const port = Number(process.env.PORT);

function insertHandler() {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 10),
  });
  /** @type {http.RequestListener} */
  return (req, res) => {
    /** @type {Buffer[]} */
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
        res.writeHead(500, { "content-type": "text/plain" }).end(String(/** @type {Error} */ (error).message));
      }
    });
  };
}

const server = http.createServer(insertHandler());
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
