import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { checkOwnPassword } from "@/lib/auth/password-check";
import type { AdminSession } from "@/lib/auth/session";
import { clearActivity, listRecentActivity, logActivity } from "@/lib/data/activity";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { updateAdminPasswordHash, updateAdminProfile, updateAdminUsername, updateAdminAccount } from "@/lib/data/admin";
import { revokeSessions } from "@/lib/data/admin-sessions";
import { env } from "@/lib/env";
import { newPasswordProblem, PASSWORD_MESSAGES, type PasswordChangeInput } from "@/lib/validation/admin";
import type { ProfileInput } from "@/lib/validation/profile";

// Admin settings on the server (never in the browser): username, password, reset to defaults, activity.
// Passwords are only ever hashed or verified here; none is logged or returned.

export const USERNAME_UPDATED = "Username updated successfully!";
export const PROFILE_UPDATED = "Profile updated successfully!";

const incorrect = () =>
  new ApiError("validation_failed", PASSWORD_MESSAGES.currentIncorrect, { currentPassword: PASSWORD_MESSAGES.currentIncorrect });

/** A wrong current password counts apart from the login lockout (lib/auth/password-check.ts). */
async function assertCurrentPassword(admin: AdminSession, password: string, ip: string) {
  if (!(await checkOwnPassword(admin, password, ip))) throw incorrect();
}

/** A blank username (after trimming) is ignored, as the spec says. */
export async function changeUsername(admin: AdminSession, raw: string, ip: string) {
  const username = raw.trim();
  if (!username || username === admin.username) return { changed: false, username: admin.username };
  const updated = await updateAdminUsername(admin.id, username);
  await logActivity({ action: "username_changed", detail: `Username changed from ${admin.username} to ${updated.username}`, adminId: admin.id, ip });
  return { changed: true, username: updated.username };
}

/** The author profile: every blog page shows it, so the blog's cached pages are rebuilt. */
export async function updateProfile(admin: AdminSession, input: ProfileInput, ip: string) {
  const profile = await updateAdminProfile(admin.id, input);
  await logActivity({ action: "profile_changed", detail: "Author profile updated", adminId: admin.id, ip });
  revalidateBlog();
  return profile;
}

export async function changePassword(admin: AdminSession, input: PasswordChangeInput, ip: string) {
  await assertCurrentPassword(admin, input.currentPassword, ip);
  const problem = newPasswordProblem(input.newPassword, input.confirmPassword);
  if (problem) throw new ApiError("validation_failed", problem.message, { [problem.field]: problem.message });
  await updateAdminPasswordHash(admin.id, await hashPassword(input.newPassword));
  // Every other session ends; this one stays (its editor gate closes: the password version moved).
  await revokeSessions(admin.id, { keep: admin.sessionId });
  await logActivity({ action: "password_changed", detail: "Password changed", adminId: admin.id, ip });
}

/**
 * Restores ADMIN_USERNAME and ADMIN_PASSWORD, clears the activity history and logs the reset.
 * Without ADMIN_PASSWORD there is no default to restore: a strong password is generated and
 * returned this once (the caller shows it to the admin; it is stored only as a hash).
 */
export async function resetAdminSettings(admin: AdminSession, currentPassword: string, ip: string) {
  await assertCurrentPassword(admin, currentPassword, ip);
  const generatedPassword = env.ADMIN_PASSWORD ? null : randomBytes(15).toString("base64url");
  const password = env.ADMIN_PASSWORD ?? generatedPassword ?? "";
  const updated = await updateAdminAccount(admin.id, { username: env.ADMIN_USERNAME, passwordHash: await hashPassword(password) });
  await revokeSessions(admin.id, { keep: admin.sessionId });
  await clearActivity();
  await logActivity({ action: "settings_reset", detail: "Admin settings reset to defaults", adminId: admin.id, ip });
  return { username: updated.username, generatedPassword };
}

export async function recentActivity() {
  const rows = await listRecentActivity();
  return rows.map((r) => ({ id: String(r.id), action: r.action, detail: r.detail, createdAt: r.createdAt.toISOString() }));
}
