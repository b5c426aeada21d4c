import NextAuth from "next-auth";
import { handleError } from "@/lib/api/handler";
import { assertSameOrigin } from "@/lib/api/origin";
import { randomUUID } from "node:crypto";
import { authOptions } from "@/lib/auth/options";

const handler = (req: Request, ctx: unknown) => NextAuth(authOptions())(req, ctx);

// next-auth's own POSTs (signin, callback, signout, _log) carry its double-submit CSRF token and
// must stay application/x-www-form-urlencoded, so they skip the JSON rule of lib/api/handler.ts.
// They still get the same Origin check: a cross-site form post is refused with 403 before
// next-auth sees it.
function POST(req: Request, ctx: unknown) {
  try {
    assertSameOrigin(req);
  } catch (error) {
    return handleError(error, randomUUID(), req);
  }
  return handler(req, ctx);
}

export { handler as GET, POST };
