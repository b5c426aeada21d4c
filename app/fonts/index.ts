// Self-hosted fonts (next/font/local on the @fontsource files): Inter by default, and the visual
// editor's other choices. Only Inter is preloaded; the others load when the site selects them.
import localFont from "next/font/local";

export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // With `swap` every text block is painted twice and the largest paint is the repaint when Inter
  // arrives (~2 s later on a slow 4G link). `optional` keeps the first paint: Inter is used when it
  // arrives within the first ~100 ms, otherwise the metric-adjusted fallback stays for that page
  // view (no layout shift). The preload is what lets a first-time visitor on a fast link see Inter:
  // without it the font is requested only at layout, too late for the first view, which then always
  // shows the fallback. Its cost is that Lighthouse counts the 50 kB into its simulated LCP.
  display: "optional",
  preload: true,
});
export const poppins = localFont({
  src: [
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2", weight: "600" },
    { path: "../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-poppins",
  display: "swap",
  preload: false,
});
export const roboto = localFont({
  src: "../../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2",
  variable: "--font-roboto",
  weight: "100 900",
  display: "swap",
  preload: false,
});
export const openSans = localFont({
  src: "../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2",
  variable: "--font-open-sans",
  weight: "300 800",
  display: "swap",
  preload: false,
});
export const montserrat = localFont({
  src: "../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2",
  variable: "--font-montserrat",
  weight: "100 900",
  display: "swap",
  preload: false,
});
export const lato = localFont({
  src: [
    { path: "../../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2", weight: "400" },
    { path: "../../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2", weight: "700" },
  ],
  variable: "--font-lato",
  display: "swap",
  preload: false,
});
export const nunito = localFont({
  src: "../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
  variable: "--font-nunito",
  weight: "200 1000",
  display: "swap",
  preload: false,
});

/** All font variables, for the root element's class. */
export const fontVariables = [inter, poppins, roboto, openSans, montserrat, lato, nunito]
  .map((font) => font.variable)
  .join(" ");
