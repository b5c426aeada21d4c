import "server-only";
import { randomUUID } from "node:crypto";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";

/** The client's address as the HTTP server saw it (scripts/lib/http-server.mjs sets the header). */
export function clientIp(req: Request): string {
  return req.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export function requestId(req: Request): string {
  return req.headers.get("x-request-id")?.slice(0, 64).replace(/[^\w.-]/g, "") || randomUUID();
}
