import { env } from "@/lib/env";

/** The session secret. `npm start` always provides one (generated into DATA_DIR when not configured). */
export function authSecret(): string {
  if (!env.NEXTAUTH_SECRET) throw new Error("NEXTAUTH_SECRET is not set: start the app with `npm start`");
  return env.NEXTAUTH_SECRET;
}
