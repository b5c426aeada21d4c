// Pages that need the database answer 503 while it is down (issue 17), from proxy.ts. An App
// Router page cannot set its own status: a page that throws renders error.tsx with a 500. The
// proxy can answer before the page renders, and it asks the process's one set of connections
// (lib/postgres.ts), whose LISTEN heartbeat notices a dead or frozen database within ~2.5 s.
// Route handlers need none of this: apiHandler maps the database's errors to 503.
import { NextResponse } from "next/server";
import { openedPostgres } from "../postgres";

/** Pages that read the database on every request (or whose cached copy must not outlive an outage). */
const DATABASE_PAGES = /^\/(?:blog|admin|admin-debug|visual-editor)(?:\/|$)/;
export const RETRY_AFTER_SECONDS = 5;

/** True when `pathname` is a page that needs the database and the database is down. */
export function pageNeedsAbsentDatabase(pathname: string): boolean {
  return DATABASE_PAGES.test(pathname) && openedPostgres()?.down === true;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 503 page: plain HTML with no script or style from elsewhere, never cached. */
export function databaseDownPage(requestId: string): NextResponse {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>Temporarily unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5">
<h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a few seconds.</p>
<p><a href="/">Go to the home page</a></p><p style="opacity:.7;font-size:.875rem">Request id: ${escape(requestId)}</p></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}
