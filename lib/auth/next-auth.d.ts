// What our session JWT carries besides next-auth's own claims (lib/auth/sessions.ts).
import "next-auth/jwt";
import "next-auth";

declare module "next-auth/jwt" {
  interface JWT {
    /** The admin_sessions row of this sign-in. */
    sid?: string;
    /** When the session started (seconds since the epoch): the absolute lifetime counts from here. */
    started?: number;
  }
}

declare module "next-auth" {
  interface User {
    sessionId?: string;
    started?: number;
  }
}
