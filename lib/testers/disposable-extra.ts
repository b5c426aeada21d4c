// Disposable-mail domains the `disposable-email-domains` package does not list (yet), found in
// use against the tester programme. Each is refused with its subdomains, like the package's
// wildcard list. Send them upstream too, and drop them here once the package has them.
export const EXTRA_DISPOSABLE_DOMAINS = ["tempmail.com", "mail.tm", "emailondeck.com", "minuteinbox.com"] as const;
