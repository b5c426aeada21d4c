import { NextResponse } from "next/server";
import { ApiError, errorBody } from "@/lib/api/errors";

// A path whose percent-encoding does not decode (a lone "%", "%FF" that is not UTF-8) makes
// Next's router throw while it fills in a dynamic segment, and the answer is a plain-text 500.
// proxy.ts turns it away first, as the client's mistake it is.

const MESSAGE = "The address is not valid: its percent-encoding does not decode.";

/** True when decodeURIComponent would throw on this path. */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>400 Bad Request</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>400 Bad Request</h1><p>${MESSAGE}</p><p><a href="/">Return to Home</a></p></body></html>`;

/** 400: the error shape for the API, a small page for everything else. */
export function malformedUrlResponse(pathname: string): NextResponse {
  if (pathname === "/api" || pathname.startsWith("/api/")) return NextResponse.json(errorBody(new ApiError("bad_request", MESSAGE)), { status: 400 });
  return new NextResponse(PAGE, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
