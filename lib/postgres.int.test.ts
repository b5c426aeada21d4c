import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isLockTimeout, mapDatabaseError } from "@/lib/api/db-errors";
import { Postgres, type Bounds } from "@/lib/postgres";

// A TCP relay in front of the test database that can freeze: it keeps every socket open and stops
// passing bytes, as a PostgreSQL stopped with SIGSTOP does (the kernel still accepts connections).
function freezableRelay(target: URL) {
  let frozen = false;
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    accepted++;
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
    /** Connections accepted so far, and those still open. */
    counts: () => ({ accepted, open: sockets.size }),
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

const bounds = (overrides: Partial<Bounds>): Bounds => ({ connectMs: 1000, poolWaitMs: 1000, statementMs: 500, lockMs: 500, idleInTransactionMs: 10_000, ...overrides });

describe("database time bounds (pg's and PostgreSQL's own)", () => {
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
    db = new Postgres(url, 1, bounds({ statementMs: 300 }));
    const { error } = await elapsed(() => db!.pool.query("SELECT pg_sleep(5)"));
    expect((error as { code?: string }).code).toBe("57014");
    expect(mapDatabaseError(error)?.status).toBe(503);
    expect((await db.pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
  });

  it("a lock not free within lock_timeout is 55P03, answered 503 busy", async () => {
    db = new Postgres(url, 2, bounds({ lockMs: 200 }));
    const holder = await db.pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(424242)");
      const { ms, error } = await elapsed(() => db!.pool.query("BEGIN; SELECT pg_advisory_xact_lock(424242); COMMIT"));
      expect(ms).toBeLessThan(1500);
      expect(isLockTimeout(error)).toBe(true);
      expect(mapDatabaseError(error)?.message).toMatch(/busy/);
    } finally {
      await holder.query("ROLLBACK");
      holder.release();
    }
  });

  it("a frozen server: a query gives up on the client (query_timeout), a new connection within connectionTimeoutMillis, a wait in line within the pool wait; the pool recovers after the thaw", async () => {
    db = new Postgres(url, 1, bounds({}));
    await db.pool.query("SELECT 1");
    relay.freeze();
    // The one connection hangs on its query; the second query waits for a connection meanwhile.
    const [query, waiter] = await Promise.all([elapsed(() => db!.pool.query("SELECT 1")), elapsed(() => db!.pool.query("SELECT 1"))]);
    // statement_timeout 0.5 s, which a frozen server cannot enforce, plus the client's 2 s grace.
    expect(query.ms).toBeLessThan(3500);
    expect(isDatabaseUnavailable(query.error)).toBe(true);
    expect(waiter.ms).toBeLessThan(2000);
    expect(mapDatabaseError(waiter.error)?.status).toBe(503);
    // A new connection to a frozen server: the handshake is never answered.
    const fresh = await elapsed(() => db!.pool.query("SELECT 1"));
    expect(fresh.ms).toBeLessThan(2000);
    expect(isDatabaseUnavailable(fresh.error)).toBe(true);
    relay.thaw();
    expect((await db.pool.query("SELECT 2 AS two")).rows[0].two).toBe(2);
    expect(db.pool.totalCount).toBeLessThanOrEqual(1);
  });

  it("a live pool under a burst waits its turn in line, past the handshake's bound", async () => {
    db = new Postgres(url, 1, bounds({ connectMs: 1000, poolWaitMs: 10_000 }));
    // Twenty 100 ms queries on one connection: the last waits about 2 s in line, past the handshake's bound.
    const results = await Promise.all(Array.from({ length: 20 }, () => db!.pool.query("SELECT pg_sleep(0.1)")));
    expect(results).toHaveLength(20);
  });

  it("open() keeps trying until every connection of the pool is open: handshakes that found the server frozen are made again after the thaw", async () => {
    db = new Postgres(url, 3, bounds({ connectMs: 300 }));
    relay.freeze();
    let opened = false;
    void db.open().then(() => (opened = true));
    // The first round's three handshakes are never answered and give up after 0.3 s.
    const before = relay.counts().accepted;
    await expect.poll(() => relay.counts(), { timeout: 5000 }).toEqual({ accepted: before + 3, open: 0 });
    expect(opened).toBe(false);
    expect(db.pool.totalCount).toBe(0);
    relay.thaw();
    await expect.poll(() => opened, { timeout: 5000 }).toBe(true);
    expect(db.pool.totalCount).toBe(3);
    expect(db.pool.idleCount).toBe(3);
  });

  it("the LISTEN connection reconnects by itself after the server ended it", async () => {
    db = new Postgres(url, 1, bounds({}));
    let connected = 0;
    let lost = 0;
    const heard: string[] = [];
    db.subscribe("bounds_test", { notify: (payload) => heard.push(payload), connected: () => connected++, lost: () => lost++ });
    await expect.poll(() => db!.listening, { timeout: 5000 }).toBe(true);
    await db.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN bounds_test'");
    await expect.poll(() => lost, { timeout: 5000 }).toBe(1);
    await expect.poll(() => connected, { timeout: 10_000 }).toBe(2);
    await db.pool.query("SELECT pg_notify('bounds_test', 'after')");
    await expect.poll(() => heard, { timeout: 5000 }).toContain("after");
  });
});
