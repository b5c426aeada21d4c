import Link from "next/link";

const DEFAULT_LOGO = "/images/logo-light.svg";
/** Roughly the advance of one character of the wordmark at its size (21 px bold system-ui). */
const WORDMARK_CHAR_PX = 14.5;

/**
 * The default logo drawn inline: its mark takes the primary colour and the text on it through the
 * site's CSS variables, the wordmark the site title in the text colour of the theme, so a brand
 * colour set in the editor reaches the logo (an SVG in an <img> cannot read the page's variables).
 */
function DefaultLogo({ siteTitle }: { siteTitle: string }) {
  const width = Math.ceil(46 + siteTitle.length * WORDMARK_CHAR_PX);
  return (
    <svg data-edit-id="logo-image" aria-hidden="true" focusable="false" width={width} height={40} viewBox={`0 0 ${width} 40`} fontFamily="system-ui, sans-serif" className="h-9 w-auto text-foreground">
      <g transform="translate(2 2) scale(1.125)">
        <rect width="32" height="32" rx="8" style={{ fill: "var(--site-primary)" }} />
        <path d="M7.75 24.25h5.5v-5.5h5.5v-5.5h5.5v-5.5" fill="none" strokeWidth="2.75" strokeLinecap="round" strokeLinejoin="round" style={{ stroke: "var(--site-primary-foreground)" }} />
      </g>
      <text x="46" y="27.5" fontSize="21" fontWeight="700" letterSpacing="-0.3" fill="currentColor">
        {siteTitle}
      </text>
    </svg>
  );
}

/**
 * The logo: the default one inline (both themes), or the editor's logo image, which replaces it.
 * An image is lazy: it is in the first screen, so it loads at the first layout.
 */
// prefetch={false} on links to the landing page (here and in the legal pages, blog header and
// footers): a prefetch of "/" downloads its client code (carousel, forms' loaders), which
// /privacy and /blog/{slug} visitors would pay for on load (issue 9 budgets: floor + 10 kB).
export function SiteLogo({ logo, siteTitle }: { logo: string; siteTitle: string }) {
  return (
    <Link href="/" prefetch={false} className="flex shrink-0 items-center rounded-sm" aria-label={`${siteTitle} home`}>
      {logo === DEFAULT_LOGO ? (
        <DefaultLogo siteTitle={siteTitle} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the editor may point at any image URL
        <img data-edit-id="logo-image" src={logo} alt="" width={160} height={40} loading="lazy" className="h-9 w-auto" />
      )}
    </Link>
  );
}
