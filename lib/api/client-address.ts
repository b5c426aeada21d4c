// The client's address, worked out in one place for the launcher and the app (next-auth included).
// Plain TypeScript with no aliases: the launcher's bundle includes it.

/**
 * What X-Forwarded-For must say when a request reaches Next.js through our launcher
 * (server/http-server.ts): a trusted proxy's header as it came (TRUST_PROXY), otherwise the socket's
 * address, whatever the client sent. Next's own server (`next start`, the standalone server.js)
 * adds the socket's address only when the header is absent: run those behind a proxy that sets it.
 */
export function forwardedFor(given: string | string[] | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  const header = Array.isArray(given) ? given.join(", ") : given;
  if (trustProxy && header?.trim()) return header;
  return socketAddress ?? "unknown";
}

/** The client's address: the first X-Forwarded-For entry (the launcher or the trusted proxy set it). */
export function clientAddress(forwarded: string | string[] | null | undefined): string {
  const header = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return header?.split(",")[0]?.trim().slice(0, 64) || "unknown";
}
