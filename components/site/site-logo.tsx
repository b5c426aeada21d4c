import Link from "next/link";

const DEFAULT_LOGO = "/images/logo-light.svg";

/**
 * The logo, one per theme. The editor's logo image replaces both; the default light logo has
 * a dark-theme twin. Both are lazy: a browser fetches only the one the theme shows (the other is
 * display: none), and the shown one is in the first screen, so it loads at the first layout.
 */
// prefetch={false} on links to the landing page (here and in the legal pages, blog header and
// footers): a prefetch of "/" downloads its client code (carousel, forms' loaders), which
// /privacy and /blog/{slug} visitors would pay for on load (issue 9 budgets: floor + 10 kB).
export function SiteLogo({ logo, siteTitle }: { logo: string; siteTitle: string }) {
  const darkLogo = logo === DEFAULT_LOGO ? "/images/logo-dark.svg" : logo;
  return (
    <Link href="/" prefetch={false} className="flex shrink-0 items-center rounded-sm" aria-label={`${siteTitle} home`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the editor may point at any image URL */}
      <img data-edit-id="logo-image" src={logo} alt="" width={160} height={40} loading="lazy" className="h-9 w-auto dark:hidden" />
      {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
      <img src={darkLogo} alt="" width={160} height={40} loading="lazy" className="hidden h-9 w-auto dark:block" />
    </Link>
  );
}
