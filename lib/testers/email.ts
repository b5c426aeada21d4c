import disposableDomains from "disposable-email-domains/index.json";
import disposableWildcards from "disposable-email-domains/wildcard.json";
import { EXTRA_DISPOSABLE_DOMAINS } from "@/lib/testers/disposable-extra";

// One slot (and one member) per person: the uniqueness check runs on a normalised key, so that
// one mailbox spelled several ways counts once. PROVIDERS is the maintained table of the providers
// that document that they deliver these spellings to the same mailbox; every other address is
// only lower-cased (a dot or a "+" may be significant elsewhere).

type Provider = {
  /** The domain every alias is keyed under. */
  canonical: string;
  /** Its other domains: the same mailboxes. */
  aliases?: string[];
  /** "name+tag@" is delivered to "name@" (sub-addressing). */
  plusTags?: boolean;
  /** Dots in the local part are ignored. */
  ignoreDots?: boolean;
  /** A dot and a hyphen in the local part are the same character. */
  dotIsHyphen?: boolean;
};

const PROVIDERS: Provider[] = [
  { canonical: "gmail.com", aliases: ["googlemail.com"], plusTags: true, ignoreDots: true },
  { canonical: "proton.me", aliases: ["protonmail.com", "protonmail.ch", "pm.me"], plusTags: true },
  { canonical: "icloud.com", aliases: ["me.com", "mac.com"], plusTags: true },
  {
    canonical: "yandex.ru",
    aliases: ["yandex.com", "yandex.by", "yandex.kz", "yandex.ua", "yandex.com.tr", "ya.ru", "narod.ru"],
    plusTags: true,
    dotIsHyphen: true,
  },
  { canonical: "outlook.com", plusTags: true },
  { canonical: "hotmail.com", plusTags: true },
  { canonical: "live.com", plusTags: true },
  { canonical: "msn.com", plusTags: true },
  { canonical: "fastmail.com", plusTags: true },
  { canonical: "fastmail.fm", plusTags: true },
];

const BY_DOMAIN = new Map(PROVIDERS.flatMap((p) => [p.canonical, ...(p.aliases ?? [])].map((domain) => [domain, p] as const)));

function split(address: string): { local: string; domain: string } {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  return { local: lower.slice(0, at), domain: lower.slice(at + 1).replace(/\.$/, "") };
}

/** The key under which an address holds a slot: `Same.Person+x@GMail.com` -> `sameperson@gmail.com`. */
export function normalizeEmail(address: string): string {
  const { local, domain } = split(address);
  const provider = BY_DOMAIN.get(domain);
  if (!provider) return `${local}@${domain}`;
  let name = provider.plusTags ? local.split("+")[0]! : local;
  if (provider.ignoreDots) name = name.replace(/\./g, "");
  if (provider.dotIsHyphen) name = name.replace(/\./g, "-");
  return `${name}@${provider.canonical}`;
}

/** The key stored beside an optional address (feedback, suggestions, contact messages); null without one. */
export function emailKeyOf(address: string | null | undefined): string | null {
  return address ? normalizeEmail(address) : null;
}

const exact = new Set<string>(disposableDomains);
const wildcard = new Set<string>([...disposableWildcards, ...EXTRA_DISPOSABLE_DOMAINS]);

/**
 * Whether the address is at a disposable-mail domain, from the maintained list of the
 * `disposable-email-domains` package and our additions: the domain itself, or any parent of it on
 * the wildcard lists (whose subdomains are all disposable).
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
