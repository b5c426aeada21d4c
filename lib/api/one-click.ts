import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { siteUrl } from "@/lib/env";

type OneClick<T> = {
  /** What the token names, or null when it is malformed or wrongly signed (checked before any lookup). */
  verify: (token: unknown) => T | null;
  /** Does it; the answer's message, or null when what the token names is gone. */
  apply: (value: T, req: NextRequest) => Promise<string | null>;
  /** The 400's words for a bad or spent link. */
  invalid: string;
  /** The page a browser that opens the link lands on (a GET never changes anything). */
  page: string;
};

/**
 * The two handlers of an unsubscribe link's call, `?token=…`. POST: RFC 8058 one-click (mail
 * providers POST from their servers, no page) and the page's button; a bad token is a 400 and
 * changes nothing. GET: a mail client that opens the header's link in a browser lands on the page
 * (link scanners follow links, so a GET never unsubscribes).
 */
export function oneClickRoutes<T>({ verify, apply, invalid, page }: OneClick<T>) {
  const POST = apiHandler({ accepts: "one-click" }, async ({ req }) => {
    const value = verify(req.nextUrl.searchParams.get("token"));
    const message = value === null ? null : await apply(value, req);
    if (message === null) throw new ApiError("bad_request", invalid, { token: invalid });
    return NextResponse.json({ success: true, message }, { headers: { "Cache-Control": "no-store" } });
  });
  const GET = apiHandler({}, async ({ req }) => {
    const token = req.nextUrl.searchParams.get("token") ?? "";
    return NextResponse.redirect(`${siteUrl}${page}?token=${encodeURIComponent(token)}`, 303);
  });
  return { POST, GET };
}
