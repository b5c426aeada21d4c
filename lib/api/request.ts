import "server-only";
import { randomUUID } from "node:crypto";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { env } from "@/lib/env";

/**
 * The client's address. Behind a trusted proxy (TRUST_PROXY) it is the first X-Forwarded-For
 * entry, which is also what scripts/lib/http-server.mjs puts in its header; reading it here keeps
 * it right on platforms that run Next without that server (Vercel-style hosting), where a client
 * could send the header itself. Otherwise the HTTP server's header, from the socket.
 */
export function clientIp(req: { headers: { get(name: string): string | null } }): string {
  if (env.TRUST_PROXY) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export function requestId(req: { headers: { get(name: string): string | null } }): string {
  return req.headers.get("x-request-id")?.slice(0, 64).replace(/[^\w.-]/g, "") || randomUUID();
}
