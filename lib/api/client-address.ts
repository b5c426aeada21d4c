// The client's address, worked out in one place for the app (rate limits, sign-in lockouts,
// next-auth). Next's own server sets X-Forwarded-For to the connection's address only when a
// request has none; a proxy in front (deploy/nginx.conf) replaces the header with the address
// it saw, or appends that address to what the client sent. Either way the last entry is written
// by the nearest hop, never by the client, which can only add entries to its left: that entry
// is the client. Served with no proxy in front, a client that sends its own X-Forwarded-For
// chooses its address: run the app behind one (README, "Deploying").

/** The client's address: the last X-Forwarded-For entry (see above). */
export function clientAddress(forwarded: string | string[] | null | undefined): string {
  const header = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
  return header?.split(",").at(-1)?.trim().slice(0, 64) || "unknown";
}
