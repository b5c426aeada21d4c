import { notFound } from "next/navigation";
import { CrashTrigger } from "@/app/test-routes/crash/crash-trigger";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// Test-only page that fails on purpose, so the e2e suite can check the crash screen.
// Production builds answer 404 here unless ENABLE_TEST_ROUTES is set.
export default async function CrashTestPage({ searchParams }: { searchParams: Promise<{ server?: string }> }) {
  if (!env.ENABLE_TEST_ROUTES) notFound();
  if ((await searchParams).server === "1") throw new Error("Deliberate server test crash");
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Crash test</h1>
      <CrashTrigger />
    </main>
  );
}
