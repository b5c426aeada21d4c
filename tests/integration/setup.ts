import { beforeAll, inject, vi } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.LOG_LEVEL ??= "silent";

// Route handlers are called directly here, outside a Next.js server: there is no page cache to
// revalidate. The end-to-end suite checks revalidation against the real server.
vi.mock("next/cache", () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  unstable_cache: <T,>(fn: T) => fn,
}));

// pg-boss's schema and queues, as a server's start creates them: handlers enqueue jobs in their transactions.
beforeAll(async () => {
  const { prepareJobQueue } = await import("@/lib/jobs/registry");
  const { clearJobs } = await import("@/tests/integration/jobs");
  await prepareJobQueue();
  // Each file starts with an empty queue, as with an empty database.
  await clearJobs();
});
