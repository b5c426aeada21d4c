import "server-only";
import { ApiError } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { openAnalyticsShare } from "@/lib/data/analytics-shares";
import { verifyShareToken } from "@/lib/owner/share-token";
import { assertSharePasswordAllowed, recordSharePasswordFailure } from "@/lib/rate-limit";

export const SHARE_PASSWORD_HEADER = "x-share-password";
export const SHARE_NOT_FOUND = "This link does not exist or was revoked.";

/** The share id a token opens, or null (a forged, unknown or revoked link: all the same to a stranger). */
export async function liveShare(token: string) {
  const id = verifyShareToken(token);
  const share = id ? await openAnalyticsShare(id) : undefined;
  return id && share ? { id, ...share } : null;
}

/**
 * Opens a shared analytics link for a request: 404 when the link is not live; 401 without the
 * right password (each wrong one counted, per address and per link); 429 while locked, checked
 * before any password is compared.
 */
export async function unlockShare(token: string, password: string | null, ip: string): Promise<string> {
  const share = await liveShare(token);
  if (!share) throw new ApiError("not_found", SHARE_NOT_FOUND);
  if (share.passwordHash === null) return share.id;
  if (!password) throw new ApiError("unauthorized", "Enter the password for this link", { password: "Enter the password" });
  await assertSharePasswordAllowed(share.id, ip);
  if (password.length > 256 || !(await verifyPassword(share.passwordHash, password))) {
    await recordSharePasswordFailure(share.id, ip);
    throw new ApiError("unauthorized", "Wrong password", { password: "Wrong password" });
  }
  return share.id;
}
