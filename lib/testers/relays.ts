// Relay (forwarding alias) services: each alias is a new address that lands in one mailbox, so a
// referral from one is sent to review. A maintained table, like the providers of email.ts: add a
// service's domains here.
export const RELAY_DOMAINS: readonly string[] = [
  // Apple's Hide My Email
  "privaterelay.appleid.com",
  // SimpleLogin (Proton's aliases included)
  "simplelogin.com",
  "simplelogin.co",
  "slmail.me",
  "aleeas.com",
  "8alias.com",
  "8shield.net",
  "silomails.com",
  "passinbox.com",
  "passmail.net",
  "passmail.com",
  // Firefox Relay
  "mozmail.com",
  // DuckDuckGo Email Protection
  "duck.com",
];

const relays = new Set(RELAY_DOMAINS);

/** Whether the address is at a relay service, or a subdomain of one (SimpleLogin's custom subdomains). */
export function isRelayEmail(address: string): boolean {
  const domain = address.slice(address.lastIndexOf("@") + 1).trim().toLowerCase();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) if (relays.has(labels.slice(i).join("."))) return true;
  return false;
}
