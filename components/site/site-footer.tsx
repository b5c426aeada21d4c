import Link from "next/link";
import { ScrollToTopButton } from "@/components/site/back-to-top";

const SOCIAL = [
  { label: "LinkedIn", href: "https://www.linkedin.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
];

type Props = { siteTitle: string; blogEnabled: boolean; pages?: { roadmap?: boolean; changelog?: boolean }; year?: number };

/** Footer (spec section 2): social, quick and legal links, the data-use note and the copyright. */
export function SiteFooter({ siteTitle, blogEnabled, pages = {}, year = 2024 }: Props) {
  const quick = [
    { label: "Features", href: "/#features" },
    { label: "Try Prototype", href: "/#prototype" },
    { label: "Give Feedback", href: "/#feedback" },
    { label: "Documentation", href: blogEnabled ? "/blog" : "/#video" },
    ...(pages.roadmap ? [{ label: "Roadmap", href: "/roadmap" }] : []),
    ...(pages.changelog ? [{ label: "Changelog", href: "/changelog" }] : []),
  ];
  const legal = [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Service", href: "/terms" },
    { label: "Cookie Policy", href: "/cookies" },
  ];
  const column = (title: string, links: { label: string; href: string }[], external = false) => (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            {external ? (
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
        {column("Follow Us", SOCIAL, true)}
        {column("Quick Links", quick)}
        {column("Legal", legal)}
      </div>
      <div className="site-container flex flex-wrap items-center justify-between gap-4 border-t py-6">
        <p className="text-muted-foreground text-sm">
          © {year} {siteTitle}. All rights reserved.
        </p>
        <ScrollToTopButton />
      </div>
    </footer>
  );
}
