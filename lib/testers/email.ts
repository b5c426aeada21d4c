import disposableDomains from "disposable-email-domains/index.json";
import disposableWildcards from "disposable-email-domains/wildcard.json";

// One tester slot per person (issue 18): the uniqueness check runs on a normalised key, so that
// one mailbox spelled several ways counts once. The providers below are the few that document
// that they deliver these spellings to the same mailbox; every other address is only lower-cased
// (a dot or a "+" may be significant elsewhere).

/** Gmail ignores dots in the local part and everything after a "+"; googlemail.com is the same mailbox. */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);
/** Providers that deliver "name+tag@" to "name@" (sub-addressing) but keep dots significant. */
const PLUS_TAG_PROVIDERS = new Set([
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "fastmail.fm",
  "proton.me",
  "protonmail.com",
  "pm.me",
]);

function split(address: string): { local: string; domain: string } {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  return { local: lower.slice(0, at), domain: lower.slice(at + 1).replace(/\.$/, "") };
}

/** The key under which an address holds a slot: `Same.Person+x@GMail.com` -> `sameperson@gmail.com`. */
export function normalizeEmail(address: string): string {
  const { local, domain } = split(address);
  if (GMAIL.has(domain)) return `${local.split("+")[0]!.replace(/\./g, "")}@gmail.com`;
  if (PLUS_TAG_PROVIDERS.has(domain)) return `${local.split("+")[0]}@${domain}`;
  return `${local}@${domain}`;
}

/** The key stored beside an optional address (feedback, suggestions, contact messages); null without one. */
export function emailKeyOf(address: string | null | undefined): string | null {
  return address ? normalizeEmail(address) : null;
}

const exact = new Set<string>(disposableDomains);
const wildcard = new Set<string>(disposableWildcards);

/**
 * Whether the address is at a disposable-mail domain, from the maintained list of the
 * `disposable-email-domains` package: the domain itself, or any parent of it on its wildcard list
 * (whose subdomains are all disposable).
 */
export function isDisposableEmail(address: string): boolean {
  const { domain } = split(address);
  if (exact.has(domain)) return true;
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const parent = labels.slice(i).join(".");
    if (wildcard.has(parent)) return true;
  }
  return false;
}
