import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, mapDatabaseError } from "@/lib/api/db-errors";
import { Postgres } from "@/lib/postgres";

// A TCP relay in front of the test database that can freeze: it keeps every socket open and stops
// passing bytes, as a PostgreSQL stopped with SIGSTOP does (the kernel still accepts connections).
function freezableRelay(target: URL) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    const pipe = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (!frozen) to.write(chunk);
      });
    if (frozen) {
      // Accepted, but nothing ever answers.
      client.on("data", () => {});
    } else {
      pipe(client, upstream);
      pipe(upstream, client);
    }
    for (const s of [client, upstream]) {
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => (frozen = true),
    thaw: () => (frozen = false),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(r));
    },
  };
}

const elapsed = async (work: () => Promise<unknown>) => {
  const started = Date.now();
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  return { ms: Date.now() - started, error };
};

describe("database time bounds", () => {
  let relay: ReturnType<typeof freezableRelay>;
  let url: string;
  let db: Postgres | undefined;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    relay = freezableRelay(target);
    const port = await relay.listen();
    url = Object.assign(new URL(target.href), { port: String(port) }).href;
  });
  afterEach(async () => {
    relay.thaw();
    await db?.close();
    db = undefined;
  });
  afterAll(() => relay.close());

  it("the server cancels a statement past statement_timeout: a 503, and the connection stays usable", async () => {
    db = new Postgres(url, 1, { statementTimeoutMs: 300, stallMs: 3000 });
    const { error } = await elapsed(() => db!.pool.query("SELECT pg_sleep(5)"));
    expect((error as { code?: string }).code).toBe("57014");
    expect(mapDatabaseError(error)?.status).toBe(503);
    expect((await db.pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
  });

  it("a frozen server: the query gives up on the client, the connection is dropped, the pool recovers after the thaw", async () => {
    db = new Postgres(url, 2, { statementTimeoutMs: 500, stallMs: 1000 });
    await db.pool.query("SELECT 1");
    relay.freeze();
    const query = await elapsed(() => db!.pool.query("SELECT 1"));
    expect(query.ms).toBeLessThan(3000);
    expect(isDatabaseUnavailable(query.error)).toBe(true);
    // A held connection (a transaction) whose statement times out is ended, not left checked out.
    const client = await elapsed(async () => {
      const c = await db!.pool.connect();
      try {
        await c.query("SELECT 1");
      } finally {
        c.release();
      }
    });
    expect(isDatabaseUnavailable(client.error)).toBe(true);
    relay.thaw();
    expect((await db.pool.query("SELECT 2 AS two")).rows[0].two).toBe(2);
    expect(db.pool.totalCount).toBeLessThanOrEqual(2);
  });

  it("waiting for a pooled connection gives up once the pool makes no progress", async () => {
    db = new Postgres(url, 1, { statementTimeoutMs: 4000, stallMs: 600 });
    await db.pool.query("SELECT 1");
    relay.freeze();
    const holder = db.pool.query("SELECT 1").catch((e: unknown) => e);
    const waiter = await elapsed(() => db!.pool.query("SELECT 1"));
    expect(waiter.ms).toBeLessThan(2000);
    expect((waiter.error as Error).message).toMatch(/timeout exceeded when trying to connect/);
    expect(mapDatabaseError(waiter.error)?.status).toBe(503);
    expect(isDatabaseUnavailable(await holder)).toBe(true);
  });

  it("a live pool under a burst waits its turn rather than giving up", async () => {
    db = new Postgres(url, 1, { statementTimeoutMs: 4000, stallMs: 300 });
    // Twenty 50 ms queries on one connection: the last waits about 1 s, far past the stall bound.
    const results = await Promise.all(Array.from({ length: 20 }, () => db!.pool.query("SELECT pg_sleep(0.05)")));
    expect(results).toHaveLength(20);
  });

  it("the LISTEN connection notices a frozen server and reports the database down until it answers again", async () => {
    db = new Postgres(url, 1);
    db.subscribe("bounds_test", { notify: () => {} });
    await expect.poll(() => db!.listening, { timeout: 5000 }).toBe(true);
    expect(db.down).toBe(false);
    relay.freeze();
    await expect.poll(() => db!.down, { timeout: 6000 }).toBe(true);
    // Known down: a query is refused at once rather than after its own timeout.
    const refused = await elapsed(() => db!.pool.query("SELECT 1"));
    expect(refused.ms).toBeLessThan(100);
    expect(mapDatabaseError(refused.error)?.status).toBe(503);
    relay.thaw();
    await expect.poll(() => db!.listening, { timeout: 10_000 }).toBe(true);
    expect(db.down).toBe(false);
  });
});
