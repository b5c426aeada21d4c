import { NextResponse } from "next/server";

// Admin answers hold personal data: never stored by the browser or a proxy, so the back button
// after logout cannot show them again.
export const NO_STORE = { "Cache-Control": "no-store, max-age=0", Pragma: "no-cache" } as const;

export function adminJson(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return NextResponse.json(data, { status: init.status, headers: { ...NO_STORE, ...init.headers } });
}
