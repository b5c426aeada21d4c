import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";

// The admin account. The password hash is selected only where a password is checked.
const publicFields = { id: true, username: true, createdAt: true, passwordChangedAt: true } as const;

export function findAdminById(id: string) {
  return db.adminUser.findUnique({ where: { id }, select: publicFields });
}

export function findAdminWithHash(username: string) {
  return db.adminUser.findUnique({ where: { username }, select: { id: true, username: true, passwordHash: true } });
}

export function findAdminHashById(id: string) {
  return db.adminUser.findUnique({ where: { id }, select: { id: true, username: true, passwordHash: true } });
}

export function getOnlyAdmin() {
  return db.adminUser.findFirst({ orderBy: { createdAt: "asc" }, select: publicFields });
}

export function createAdmin(username: string, passwordHash: string) {
  return db.adminUser.create({ data: { username, passwordHash }, select: publicFields });
}

/**
 * Stores the account unless the username is taken (INSERT … ON CONFLICT DO NOTHING): true when
 * this call stored it. Instances starting at once race for the first account, and the loser's
 * insert must not fail: a failed statement costs the pool its connection (pg's pool.query ends a
 * client released with an error), which the next burst would then reopen under load.
 */
export async function createAdminUnlessTaken(username: string, passwordHash: string) {
  const { count } = await db.adminUser.createMany({ data: [{ username, passwordHash }], skipDuplicates: true });
  return count === 1;
}

export function updateAdminUsername(id: string, username: string) {
  return db.adminUser.update({ where: { id }, data: { username }, select: publicFields });
}

export function updateAdminPasswordHash(id: string, passwordHash: string) {
  return db.adminUser.update({
    where: { id },
    data: { passwordHash, passwordChangedAt: new Date() },
    select: publicFields,
  });
}

/** Username and password together (reset to defaults). */
export function updateAdminAccount(id: string, data: { username: string; passwordHash: string }) {
  return db.adminUser.update({
    where: { id },
    data: { ...data, passwordChangedAt: new Date() },
    select: publicFields,
  });
}

// The admin's public author profile (issue 22): shown on posts, never the login name.
const profileFields = { displayName: true, bio: true, avatar: true } as const;

/** The profile of the one admin (the author of every post), or null before setup / at build. */
export async function getAuthorProfile() {
  if (isBuildPhase) return null;
  return db.adminUser.findFirst({ orderBy: { createdAt: "asc" }, select: profileFields });
}

export function updateAdminProfile(id: string, data: { displayName: string; bio: string; avatar: string | null }) {
  return db.adminUser.update({ where: { id }, data, select: profileFields });
}
