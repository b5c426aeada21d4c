import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scheduleJob } from "@/lib/data/jobs";
import { enqueueEmail } from "@/lib/data/outbox";
import { db } from "@/lib/db";
import { createResendProvider } from "@/lib/email/provider";
import { JOBS_CHANNEL, QUEUE, sendJob } from "@/lib/jobs/queue";
import { postgres } from "@/lib/postgres";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { resetDatabase } from "@/tests/integration/helpers";
import { clearJobs, hurryRetries, startJobs } from "@/tests/integration/jobs";

const fake = new FakeResend();
const provider = () => createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <noreply@stepwise.test>", sendTimeoutMs: 5000 });
const stops: (() => Promise<void>)[] = [];
const mail = (n: number) => ({ kind: "test", to: `user${n}@example.com`, subject: `m${n}`, html: `<p>${n}</p>`, text: `${n}` });
const jobsOf = async (name: string) => (await db.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1", name))[0]!.n;

beforeAll(async () => {
  await resetDatabase();
  await fake.start();
});

beforeEach(async () => {
  fake.reset();
  await clearJobs();
  await db.emailOutbox.deleteMany();
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

afterAll(async () => {
  await fake.stop();
});

describe("the job queue (pg-boss on the app's pool)", () => {
  it("a job enqueued in a transaction that rolls back never exists, so never runs", async () => {
    stops.push((await startJobs(provider())).stop);
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmail(mail(1), tx);
        throw new Error("the request failed after queueing");
      }),
    ).rejects.toThrow("the request failed");
    const kept = await enqueueEmail(mail(2));
    await expect.poll(async () => (await db.emailOutbox.findUnique({ where: { id: kept!.id } }))?.status, { timeout: 10_000 }).toBe("sent");
    expect(await db.emailOutbox.count()).toBe(1);
    expect(await jobsOf(QUEUE.emailDelivery)).toBe(1);
    expect(fake.deliveries.map((d) => d.body?.to)).toEqual(["user2@example.com"]);
  });

  it("a job is announced to every instance when its transaction commits, never when it rolls back, and a delayed one not at all", async () => {
    const heard: string[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const unsubscribe = postgres().subscribe(JOBS_CHANNEL, { notify: (name) => heard.push(name), connected: () => listening() });
    try {
      await ready;
      await expect(
        db.$transaction(async (tx) => {
          await sendJob(QUEUE.webhookDelivery, { deliveryId: "rolled-back" }, {}, tx);
          throw new Error("the request failed after queueing");
        }),
      ).rejects.toThrow("the request failed");
      await db.$transaction(async (tx) => {
        await sendJob(QUEUE.postPublish, { target: "later" }, { startAfter: new Date(Date.now() + 3_600_000) }, tx);
        await sendJob(QUEUE.notificationDispatch, { eventId: "committed" }, {}, tx);
        // Not before the commit: a worker woken now would find nothing.
        expect(heard).toEqual([]);
      });
      await sendJob(QUEUE.emailUndelivered, { id: "no-transaction" });
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual([QUEUE.notificationDispatch, QUEUE.emailUndelivered]);
    } finally {
      unsubscribe();
    }
  });

  it("after a restore (the app's tables without pg-boss's jobs), queued e-mail and schedules get their jobs back", async () => {
    const queued = await enqueueEmail(mail(1));
    const post = { id: "restored-post" };
    const future = new Date(Date.now() + 3_600_000);
    await scheduleJob("post_publish", post.id, future, null);
    // A backup holds the outbox and scheduled_jobs, not pgboss.job: a restore loses the jobs.
    await db.$executeRawUnsafe("DELETE FROM pgboss.job");
    stops.push((await startJobs(provider())).stop);
    await expect.poll(async () => (await db.emailOutbox.findUnique({ where: { id: queued!.id } }))?.status, { timeout: 10_000 }).toBe("sent");
    expect(fake.deliveries.map((d) => d.body?.to)).toEqual(["user1@example.com"]);
    const [schedule] = await db.$queryRawUnsafe<{ runAt: Date; live: boolean }[]>(
      `SELECT s."runAt", j.state = 'created' AND j.start_after = s."runAt" AS live FROM scheduled_jobs s JOIN pgboss.job j ON j.id = s."jobId" WHERE s.target = $1`,
      post.id,
    );
    expect(schedule).toEqual({ runAt: future, live: true });
    // A second start adopts nothing more: one delivery, one pending schedule job.
    stops.push((await startJobs(provider())).stop);
    expect(await jobsOf(QUEUE.emailDelivery)).toBe(1);
    expect(await jobsOf(QUEUE.postPublish)).toBe(1);
    await db.scheduledJob.deleteMany();
  });

  it("a job whose worker is killed mid-send runs again, and the e-mail goes out exactly once", async () => {
    let child: ChildProcess | undefined;
    try {
      // The first send is in flight for 1.5 s: the worker's process is killed during it.
      fake.latencyMs = 1500;
      child = spawn(process.execPath, ["--conditions", "react-server", "--import", "tsx", "tests/integration/job-worker.ts", fake.url], { stdio: ["ignore", "pipe", "inherit"] });
      await new Promise<void>((resolve, reject) => {
        child!.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
        child!.on("exit", (code) => reject(new Error(`the worker process ended (${code})`)));
      });
      const queued = await enqueueEmail(mail(3));
      await expect.poll(() => fake.requests.filter((r) => r.path === "/emails").length, { timeout: 10_000 }).toBe(1);
      child.kill("SIGKILL");
      await once(child, "exit");
      // The provider accepted that first try (after its latency) though no one read the answer.
      await expect.poll(() => fake.requests.find((r) => r.idempotencyKey === queued!.idempotencyKey)?.status, { timeout: 10_000 }).toBe(200);
      expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: queued!.id } })).status).toBe("sending");
      // The try expires (60 s on this queue; moved back here rather than waited for) and another
      // server's maintenance round retries it.
      fake.latencyMs = 0;
      await db.$executeRawUnsafe("UPDATE pgboss.job SET started_on = now() - interval '61 seconds' WHERE name = $1 AND state = 'active'", QUEUE.emailDelivery);
      const { boss, stop } = await startJobs(provider());
      stops.push(stop);
      await boss.maintain();
      await hurryRetries();
      await expect.poll(async () => (await db.emailOutbox.findUniqueOrThrow({ where: { id: queued!.id } })).status, { timeout: 10_000 }).toBe("sent");
      const tries = fake.requests.filter((r) => r.idempotencyKey === queued!.idempotencyKey);
      expect(tries).toHaveLength(2);
      expect(fake.deliveries.filter((r) => r.idempotencyKey === queued!.idempotencyKey)).toHaveLength(1);
      expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: queued!.id } })).attempts).toBe(2);
    } finally {
      child?.kill("SIGKILL");
    }
  });

  it("a message whose last try never finished is marked failed, not left sending", async () => {
    const queued = await enqueueEmail(mail(4));
    // As if a worker took its last try and died: the try is active, started over a minute ago.
    await db.$executeRawUnsafe("UPDATE pgboss.job SET state = 'active', started_on = now() - interval '61 seconds', retry_limit = 0 WHERE name = $1", QUEUE.emailDelivery);
    await db.emailOutbox.update({ where: { id: queued!.id }, data: { status: "sending", attempts: 1 } });
    const { boss, stop } = await startJobs(provider());
    stops.push(stop);
    await boss.maintain();
    await expect.poll(async () => (await db.emailOutbox.findUniqueOrThrow({ where: { id: queued!.id } })).status, { timeout: 15_000 }).toBe("failed");
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: queued!.id } })).lastError).toMatch(/last try did not finish/);
    expect(fake.requests).toHaveLength(0);
  });

  it("two instances share the work: every message of a burst is delivered once", async () => {
    stops.push((await startJobs(provider())).stop, (await startJobs(provider())).stop);
    const queued = [];
    for (let n = 0; n < 40; n++) queued.push(await enqueueEmail(mail(n)));
    // Only this burst is counted: the test before ends on a failed message, whose "e-mail failing"
    // alarm to the owner may still be on its way (a worker's fetch can outlive pg-boss's stop).
    const ids = queued.map((q) => q!.id);
    const keys = new Set(queued.map((q) => q!.idempotencyKey));
    await expect.poll(() => db.emailOutbox.count({ where: { id: { in: ids }, status: "sent" } }), { timeout: 30_000 }).toBe(40);
    const ours = fake.deliveries.filter((d) => keys.has(d.idempotencyKey ?? ""));
    expect(new Set(ours.map((d) => d.idempotencyKey))).toEqual(keys);
    expect(ours).toHaveLength(40);
  });

  it("cron jobs are registered once and fire once across two instances", { timeout: 90_000 }, async () => {
    stops.push((await startJobs(provider())).stop, (await startJobs(provider())).stop);
    const schedules = await db.$queryRawUnsafe<{ name: string; cron: string }[]>("SELECT name, cron FROM pgboss.schedule ORDER BY name");
    expect(schedules.map((s) => s.name)).toEqual([QUEUE.analyticsRollup, QUEUE.emailKeyBackfill, QUEUE.memberPurge, QUEUE.notificationDigest, QUEUE.ownerReports, QUEUE.rateLimitPurge, QUEUE.trashPurge, QUEUE.waitlistInvites, QUEUE.waitlistPlaces]);
    // The roll-up's cron is every minute (ANALYTICS_ROLLUP_INTERVAL_SECONDS = 60): its tick is due
    // at the next look at the clock, and pg-boss sends it once however many instances look.
    await expect.poll(() => jobsOf(QUEUE.analyticsRollup), { timeout: 40_000, interval: 500 }).toBe(1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await jobsOf(QUEUE.analyticsRollup)).toBe(1);
    // The start-up purge too: once per hour across instances (its hourly cron may add its own).
    const atStart = await db.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = 'start'", QUEUE.trashPurge);
    expect(atStart[0]!.n).toBe(1);
  });
});
