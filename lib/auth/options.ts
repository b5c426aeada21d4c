import "server-only";
import type { NextAuthOptions } from "next-auth";
import { encode } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/api/client-address";
import { SESSION_COOKIE, SESSION_MAX_AGE_S, sessionCookieOptions, useSecureCookies } from "@/lib/auth/cookies";
import { attemptLogin } from "@/lib/auth/login";
import { authSecret } from "@/lib/auth/secret";
import { sessionClaims } from "@/lib/auth/session";
import { liveSessionOf, startSession, tokenMaxAge } from "@/lib/auth/sessions";
import { revokeSessions } from "@/lib/data/admin-sessions";
import { logger } from "@/lib/logger";

// next-auth holds the admin session (JWT in an HttpOnly, SameSite=Lax cookie). The spec's
// /api/admin/login, /session and /logout work over this same cookie. Its base URL is NEXTAUTH_URL,
// which the app sets from SITE_URL (lib/instrumentation-node.ts, the launcher).
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    // A renewal (GET /api/auth/session) re-signs the token: never past the session's absolute lifetime.
    jwt: { encode: (params) => encode({ ...params, maxAge: tokenMaxAge(params.token, params.maxAge) }) },
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
          const address = clientAddress(headers["x-forwarded-for"]);
          const admin = await attemptLogin(credentials.username, credentials.password, address);
          if (!admin) return null;
          const session = await startSession(admin.id, { address, userAgent: headers["user-agent"] ?? "" });
          const claims = sessionClaims(admin, session);
          return { id: admin.id, name: admin.username, sessionId: claims.sid, started: claims.started };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { ...token, sid: user.sessionId, started: user.started };
        // Renewing a revoked or expired session fails: next-auth then clears the cookie.
        const live = await liveSessionOf(token);
        if (!live) throw new Error("The session has ended");
        return { ...token, name: live.username };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sub && token.sid) await revokeSessions(token.sub, { only: token.sid });
      },
    },
    logger: {
      // An ended session is an ordinary event, not a server error.
      error: (code, metadata) => (code === "JWT_SESSION_ERROR" ? logger.debug(`next-auth ${code}`) : logger.error(`next-auth ${code}`, metadata)),
      warn: (code) => logger.warn(`next-auth ${code}`),
      debug: () => undefined,
    },
  };
}
