// Set by the HTTP server in front of Next (scripts/lib/http-server.mjs) from the socket, or from a
// trusted proxy's X-Forwarded-For when TRUST_PROXY is on. A client cannot set it.
export const CLIENT_IP_HEADER = "x-stepwise-client-ip";
