import "server-only";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { logActivity } from "@/lib/data/activity";
import { findAdminWithHash } from "@/lib/data/admin";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "@/lib/rate-limit";

/**
 * Checks a username and password. Failed logins are limited per username-and-address pair and
 * per address (429 via ApiError, lib/rate-limit.ts); every attempt is logged without the password.
 */
export async function attemptLogin(username: string, password: string, ip: string): Promise<{ id: string; username: string } | null> {
  await assertLoginAllowed(username, ip);
  const admin = await findAdminWithHash(username);
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!admin || !ok) {
    await recordLoginFailure(username, ip);
    await logActivity({ action: "login_failed", detail: `Failed login for "${username.slice(0, 64)}"`, adminId: admin?.id, ip });
    return null;
  }
  await clearLoginFailures(username, ip);
  await logActivity({ action: "login", detail: `Logged in as ${admin.username}`, adminId: admin.id, ip });
  return { id: admin.id, username: admin.username };
}
