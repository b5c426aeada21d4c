/**
 * The cover of an article without one: public/images/featured-placeholder.svg drawn inline, so it
 * paints with the HTML instead of being one more request the page's largest paint waits for
 * (issue 21). Decorative; dark mode turns it dark as it does the image (globals.css, data-dark-adapt).
 */
export function CoverPlaceholder({ className }: { className?: string }) {
  return (
    <svg
      data-dark-adapt
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1200 630"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      fontFamily="system-ui, sans-serif"
    >
      <defs>
        <linearGradient id="cover-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="1" stopColor="#e2e8f0" />
        </linearGradient>
        <pattern id="cover-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M24 19v10M19 24h10" stroke="#cbd5e1" strokeWidth="1.5" strokeLinecap="round" />
        </pattern>
        <pattern id="cover-steps" width="160" height="160" patternUnits="userSpaceOnUse">
          <path
            d="M20 120h30v-30h30v-30h30v-30"
            fill="none"
            stroke="#cbd5e1"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity=".5"
          />
        </pattern>
        <radialGradient id="cover-fade" cx=".5" cy=".5" r=".6">
          <stop offset="0" stopColor="#f8fafc" stopOpacity=".95" />
          <stop offset=".55" stopColor="#f8fafc" stopOpacity=".6" />
          <stop offset="1" stopColor="#f8fafc" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="630" fill="url(#cover-bg)" />
      <rect width="1200" height="630" fill="url(#cover-grid)" />
      <rect width="1200" height="630" fill="url(#cover-steps)" />
      <rect width="1200" height="630" fill="url(#cover-fade)" />
      <g transform="translate(540 215)">
        <rect width="120" height="120" rx="30" style={{ fill: "var(--site-primary)" }} />
        <path
          d="M29 91h20.6v-20.6h20.6v-20.6h20.6v-20.6"
          fill="none"
          stroke="#fff"
          strokeWidth="10.3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text
        x="600"
        y="392"
        fontSize="30"
        fontWeight="700"
        fill="#334155"
        textAnchor="middle"
        letterSpacing="-0.5"
      >
        StepWise
      </text>
      <rect x="570" y="412" width="60" height="4" rx="2" fill="#f59e0b" />
    </svg>
  );
}
