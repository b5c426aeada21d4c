import Link from "next/link";
import { NewsletterForm } from "@/components/members/newsletter-form";
import type { SocialLink } from "@/lib/site/links";

type FooterLink = { label: string; href: string; external?: boolean };
type Props = { siteTitle: string; social: SocialLink[]; documentationUrl: string | null; pages?: { roadmap?: boolean; changelog?: boolean }; year?: number };

/**
 * Footer (spec section 2): social, quick and legal links, the data-use note and the copyright.
 * Social profiles and the documentation show only when configured (editor settings or env); the
 * roadmap and the changelog while their toggles are on.
 */
export function SiteFooter({ siteTitle, social, documentationUrl, pages = {}, year = 2024 }: Props) {
  const quick: FooterLink[] = [
    { label: "Features", href: "/#features" },
    { label: "Try Prototype", href: "/#prototype" },
    { label: "Give Feedback", href: "/#feedback" },
    ...(documentationUrl ? [{ label: "Documentation", href: documentationUrl, external: true }] : []),
    ...(pages.roadmap ? [{ label: "Roadmap", href: "/roadmap" }] : []),
    ...(pages.changelog ? [{ label: "Changelog", href: "/changelog" }] : []),
    { label: "Ideas", href: "/ideas" },
    // A plain link, the same for everyone: the footer stays cookie-free and cacheable, and
    // /account itself sends a visitor without a session to sign in.
    { label: "Your account", href: "/account" },
  ];
  const legal = [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Service", href: "/terms" },
    { label: "Cookie Policy", href: "/cookies" },
  ];
  const column = (title: string, links: FooterLink[]) => (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            {l.external ? (
              <a href={l.href} target="_blank" rel="noopener noreferrer" className="text-muted-foreground hover:text-primary dark:hover:text-[color-mix(in_oklab,var(--primary),white_45%)]">
                {l.label}
              </a>
            ) : (
              <Link href={l.href} prefetch={false} className="text-muted-foreground hover:text-primary dark:hover:text-[color-mix(in_oklab,var(--primary),white_45%)]">
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="bg-muted/40 border-t">
      <div className="site-container grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-heading text-lg font-bold" data-edit-id="site-title">
            {siteTitle}
          </p>
          <p className="text-muted-foreground mt-2 text-sm">Step-by-step guidance for assembly and disassembly.</p>
          <p className="text-muted-foreground mt-4 text-xs">Your data is only used for feedback purposes.</p>
        </div>
        {social.length ? column("Follow Us", social.map((l) => ({ ...l, external: true }))) : null}
        {column("Quick Links", quick)}
        {column("Legal", legal)}
      </div>
      <div className="site-container border-t py-8">
        <div className="max-w-md">
          <NewsletterForm />
        </div>
      </div>
      <div className="site-container flex flex-wrap items-center justify-between gap-4 border-t py-6">
        <p className="text-muted-foreground text-sm">
          © {year} {siteTitle}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
