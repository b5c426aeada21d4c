// The bundled illustrations (hero, app screens, cover) are drawn in the default primary blue and
// its tints. In an <img> an SVG cannot read the page's CSS variables, so when the owner picks
// another primary colour the server redraws them in it (app/brand/[...path]/route.ts), and the
// pages point at that copy, its address keyed by the colour so that caches never mix two.

export const DEFAULT_PRIMARY = "#2563eb";
const HEX = /^#[0-9a-f]{6}$/i;

/** The bundled images drawn in the primary colour, by their public path. */
export const BRAND_IMAGES: ReadonlySet<string> = new Set([
  "/images/hero.svg",
  "/images/featured-placeholder.svg",
  ...Array.from({ length: 11 }, (_, i) => `/images/screens/screen-${String(i + 1).padStart(2, "0")}.svg`),
]);

/** The primary blue and its tints in the drawings, each with its share of white (Tailwind's blue scale against blue-600). */
const SHADES: [hex: string, white: number][] = [
  ["#2563eb", 0],
  ["#3b82f6", 0.2],
  ["#60a5fa", 0.38],
  ["#93c5fd", 0.55],
  ["#c7d2fe", 0.7],
  ["#bfdbfe", 0.72],
  ["#e0e7ff", 0.88],
  ["#dbeafe", 0.84],
  ["#eff6ff", 0.93],
];

const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);

/** `color` mixed with white by `white` (0 to 1), as #rrggbb. */
export function tint(color: string, white: number): string {
  return `#${[0, 1, 2].map((i) => Math.round(channel(color, i) + (255 - channel(color, i)) * white).toString(16).padStart(2, "0")).join("")}`;
}

/** The drawing with its blues replaced by `primary` and its tints. */
export function recolourSvg(svg: string, primary: string): string {
  const colours = new Map(SHADES.map(([hex, white]) => [hex, tint(primary.toLowerCase(), white)]));
  return svg.replace(/#[0-9a-f]{6}\b/gi, (hex) => colours.get(hex.toLowerCase()) ?? hex);
}

/** Where a page loads an image from: the redrawn copy for a bundled drawing under a custom primary colour, else `src`. */
export function brandImageUrl(src: string, primary: string): string {
  if (!BRAND_IMAGES.has(src) || !HEX.test(primary) || primary.toLowerCase() === DEFAULT_PRIMARY) return src;
  return `/brand${src.slice("/images".length)}?v=${primary.slice(1).toLowerCase()}`;
}

/** Items (carousel screens) with their images in the primary colour. */
export const inPrimary = <T extends { image: string }>(items: T[], primary: string): T[] => items.map((item) => ({ ...item, image: brandImageUrl(item.image, primary) }));
