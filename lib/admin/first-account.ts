import "server-only";
import { randomBytes } from "node:crypto";
import { createAdminUnlessTaken, getOnlyAdmin } from "@/lib/data/admin";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";

/**
 * Creates the admin account when there is none (instrumentation.ts, at every start, under every
 * way of serving the app): ADMIN_USERNAME with ADMIN_PASSWORD, or a generated password printed
 * once. Several instances starting at once: the username is unique, so one account is stored and
 * only the instance that stored it prints its password; the others' inserts store nothing, without
 * an error.
 */
export async function ensureFirstAdmin(print: (message: string) => void = console.log) {
  if (await getOnlyAdmin()) return;
  const password = env.ADMIN_PASSWORD || randomBytes(15).toString("base64url");
  if (!(await createAdminUnlessTaken(env.ADMIN_USERNAME, await hashPassword(password)))) return;
  const shown = env.ADMIN_PASSWORD ? "(the ADMIN_PASSWORD you set)" : password;
  print(`\n  Admin account created. Log in at /admin with\n    username: ${env.ADMIN_USERNAME}\n    password: ${shown}\n  This password is shown only once: keep it now.\n`);
}
