import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/api/client-address";
import { SESSION_COOKIE, SESSION_MAX_AGE_S, sessionCookieOptions, useSecureCookies } from "@/lib/auth/cookies";
import { attemptLogin } from "@/lib/auth/login";
import { authSecret } from "@/lib/auth/secret";

// next-auth holds the admin session (JWT in an HttpOnly, SameSite=Lax cookie). The spec's
// /api/admin/login, /session and /logout work over this same cookie.
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    useSecureCookies,
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions } },
    pages: { signIn: "/admin" },
    providers: [
      CredentialsProvider({
        name: "Admin",
        credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          if (!credentials?.username || !credentials.password) return null;
          const headers = (req.headers ?? {}) as Record<string, string | undefined>;
          const admin = await attemptLogin(credentials.username, credentials.password, clientAddress(headers["x-forwarded-for"]));
          return admin ? { id: admin.id, name: admin.username } : null;
        },
      }),
    ],
  };
}
