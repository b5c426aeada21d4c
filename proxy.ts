import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookies";

// Optimistic redirect only: anonymous visitors of admin sub-pages go to the login form at /admin
// before any rendering. It checks only that a session cookie exists; every admin page, route
// handler and action verifies the session itself (lib/auth/session.ts), so this is never the lock.
export function proxy(req: NextRequest) {
  if (req.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = "/admin";
  url.search = "";
  return NextResponse.redirect(url);
}

export const config = {
  matcher: ["/admin/:path+", "/admin-debug", "/visual-editor"],
};
