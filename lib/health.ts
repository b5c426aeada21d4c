import "server-only";
import { pool } from "@/lib/db";

const TIMEOUT_MS = 1800;

/** A real round trip to the database, bounded so that a dead server never hangs the caller. */
export async function checkDatabase(): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"down">((resolve) => (timer = setTimeout(() => resolve("down"), TIMEOUT_MS)));
  const query = pool()
    .query("SELECT 1")
    .then(() => "ok" as const)
    .catch(() => "down" as const);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
