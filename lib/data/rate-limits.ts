import "server-only";
import { db } from "@/lib/db";

/** Deletes the rate-limit rows whose window has ended (the limiter treats them as absent already). Returns how many. */
export async function purgeExpiredRateLimits(now = Date.now()): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(now) } } });
  return count;
}
