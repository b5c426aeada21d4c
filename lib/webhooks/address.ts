import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// Where a webhook may be sent: only http(s), and never to this machine, its network or a cloud
// metadata service (SSRF). Checked when the admin saves an endpoint and again before every send,
// on the address the request then connects to (DNS may have changed in between).

// One list per family: a BlockList matches IPv4 addresses against its IPv6 rules as IPv4-mapped,
// and the mapped range is refused below.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (Alibaba's metadata service is 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, with the AWS/GCP/Azure metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  blockedV4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible form
  ["::ffff:0:0", 96], // IPv4-mapped: a public host never needs it, and it hides 127.0.0.1
  ["64:ff9b::", 96], // NAT64, which can reach the IPv4 ranges above
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds an IPv4 address
  ["fc00::", 7], // unique local, with AWS's metadata address fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const)
  blockedV6.addSubnet(net, prefix, "ipv6");

/** True for an address a webhook must not reach (loopback, private, link-local, unique-local, metadata...). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, "ipv4") : blockedV6.check(address, "ipv6");
}

export class WebhookAddressError extends Error {}

/** The URL's host as an address or a name (URL keeps an IPv6 literal in brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Parses a webhook URL: http(s) only, no credentials in it. Throws WebhookAddressError. */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookAddressError("Enter a full URL starting with https:// or http://");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new WebhookAddressError("Only http and https URLs can receive webhooks");
  if (url.username || url.password) throw new WebhookAddressError("Put credentials in the path or query, not before the host");
  return url;
}

/**
 * The addresses the host resolves to, each of them allowed; throws WebhookAddressError when one
 * is not (a name that resolves to a public and a private address is refused too) or none resolves.
 */
export async function resolveAllowed(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  const found = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!found.length) throw new WebhookAddressError(`The host ${host} could not be found`);
  if (!allowPrivate && found.some((a) => isPrivateAddress(a.address))) throw new WebhookAddressError("Webhooks cannot be sent to loopback, private, link-local or metadata addresses");
  return found;
}

/** A webhook URL as saved: well-formed, and its host allowed now. Throws WebhookAddressError. */
export async function checkWebhookUrl(text: string, allowPrivate: boolean): Promise<URL> {
  const url = parseWebhookUrl(text);
  await resolveAllowed(hostOf(url), allowPrivate);
  return url;
}
