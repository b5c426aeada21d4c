import { notFound } from "next/navigation";
import { connection } from "next/server";
import { env } from "@/lib/env";

// The framework's floor for `npm run bench`: an empty page of the same build, so the script it
// ships (Next + React runtime and the root layout's client components) is what every page pays.
// Exposed only with ENABLE_TEST_ROUTES; rendered per request so the flag is read at run time.
export default async function BenchFloorPage() {
  await connection();
  if (!env.ENABLE_TEST_ROUTES) notFound();
  return <main />;
}
