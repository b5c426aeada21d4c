import "server-only";
import type { AdminSession } from "@/lib/auth/session";
import { verifyPassword } from "@/lib/auth/password";
import { findAdminHashById } from "@/lib/data/admin";
import { assertPasswordCheckAllowed, clearPasswordCheckFailures, recordPasswordCheckFailure } from "@/lib/rate-limit";

/**
 * The signed-in admin retypes their password (editor and debug gates, password change, reset).
 * Wrong passwords count in their own bucket per admin and address, apart from the login lockout;
 * a locked bucket answers 429 with the wait before any password is checked.
 */
export async function checkOwnPassword(admin: AdminSession, password: string, ip: string): Promise<boolean> {
  await assertPasswordCheckAllowed(admin.id, ip);
  const account = await findAdminHashById(admin.id);
  const ok = account !== null && (await verifyPassword(account.passwordHash, password));
  if (ok) await clearPasswordCheckFailures(admin.id, ip);
  else await recordPasswordCheckFailure(admin.id, ip);
  return ok;
}
