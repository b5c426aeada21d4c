import { isIPv4, isIPv6 } from "node:net";

/**
 * The network an address belongs to, as the referral check compares it: the /24 of an IPv4
 * address, the /48 of an IPv6 one (one site's allocation), null for anything else. An IPv4
 * address written as IPv6 (::ffff:a.b.c.d) is its IPv4 network.
 */
export function networkOf(ip: string): string | null {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return networkOf(mapped);
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return null;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 3).map((g) => parseInt(g, 16).toString(16)).join(":")}::/48`;
}
