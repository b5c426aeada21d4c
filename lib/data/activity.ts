import "server-only";
import { db } from "@/lib/db";
import { LOGIN_HISTORY_ENTRIES } from "@/lib/config";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ActivityAction =
  | "login"
  | "login_failed"
  | "logout"
  | "username_changed"
  | "profile_changed"
  | "password_changed"
  | "settings_reset"
  | "live_count_toggled"
  | "feedback_reset"
  | "suggestions_reset"
  | "trash_restored"
  | "trash_emptied"
  | "site_saved"
  | "gate_unlocked"
  | "gate_failed"
  | "sessions_revoked"
  | "session_revoked"
  | "tester_revoked"
  | "tester_revocation_lifted"
  | "tester_link_resent"
  | "tester_settings_changed"
  | "report_settings_changed"
  | "board_settings_changed"
  | "waitlist_settings_changed"
  | "waitlist_referral_approved"
  | "waitlist_referral_rejected"
  | "analytics_shared"
  | "analytics_share_revoked"
  | "member_erased"
  | "waitlist_invited";

/** Records an entry, in `client`'s transaction when given (it then commits with what it records). */
export function logActivity(entry: { action: ActivityAction; detail?: string; adminId?: string | null; ip?: string | null }, client: Prisma.TransactionClient = db) {
  return client.activityLog.create({
    data: { action: entry.action, detail: entry.detail ?? "", adminId: entry.adminId ?? null, ip: entry.ip ?? null },
    select: { id: true },
  });
}

/** The latest entries, newest first. */
export function listRecentActivity(limit = LOGIN_HISTORY_ENTRIES) {
  return db.activityLog.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, action: true, detail: true, ip: true, createdAt: true },
  });
}

export function clearActivity() {
  return db.activityLog.deleteMany({});
}
