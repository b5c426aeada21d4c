// WCAG 2.2 contrast (success criterion 1.4.3): the relative luminance of sRGB colours and their
// ratio. The site's colours are #rrggbb (lib/site/validate.ts); anything else is left unjudged.

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance of a #rrggbb colour, or null for anything else. */
export function luminance(color: string): number | null {
  const hex = HEX.exec(color.trim())?.[1];
  if (!hex) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21), or null when either is not #rrggbb. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on `background` (white when it is not #rrggbb). */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const onWhite = contrastRatio("#ffffff", background);
  const onBlack = contrastRatio("#000000", background);
  return onWhite === null || onBlack === null || onWhite >= onBlack ? "#ffffff" : "#000000";
}

/** AA for normal text. */
export const AA_TEXT = 4.5;

type Pair = { element: string; on: string; min: number; what: string };
/** The colour pairs visitors read: body text on the background, and the primary colour as links and buttons on it. */
const PAIRS: Pair[] = [
  { element: "text-color", on: "background-color", min: AA_TEXT, what: "text on the background" },
  { element: "background-color", on: "text-color", min: AA_TEXT, what: "text on the background" },
  // The primary colour is also the links' text colour: the text threshold, not the 3:1 of edges.
  { element: "primary-color", on: "background-color", min: AA_TEXT, what: "links and buttons on the background" },
  { element: "secondary-color", on: "background-color", min: AA_TEXT, what: "secondary text on the background" },
];

/** Per colour element, a warning when a pair it belongs to fails WCAG AA. */
export function contrastWarnings(values: Record<string, string | undefined>): Record<string, string> {
  const warnings: Record<string, string> = {};
  for (const { element, on, min, what } of PAIRS) {
    const ratio = contrastRatio(values[element] ?? "", values[on] ?? "");
    if (ratio !== null && ratio < min) warnings[element] ??= `Contrast ${ratio.toFixed(2)}:1 for ${what}: WCAG AA asks for at least ${min}:1.`;
  }
  return warnings;
}

export type ColourNote = { warning: boolean; text: string };

/** What the editor says under each colour: a failing pair's warning, and which text colour the primary colour's buttons get. */
export function colourNotes(values: Record<string, string | undefined>): Record<string, ColourNote> {
  const notes: Record<string, ColourNote> = Object.fromEntries(Object.entries(contrastWarnings(values)).map(([id, text]) => [id, { warning: true, text }]));
  const primary = values["primary-color"] ?? "";
  const ratio = contrastRatio(primary, readableTextOn(primary));
  if (ratio !== null) {
    const buttons = `Button text: ${readableTextOn(primary) === "#ffffff" ? "white" : "black"}, chosen for contrast (${ratio.toFixed(1)}:1).`;
    const warning = notes["primary-color"];
    notes["primary-color"] = warning ? { warning: true, text: `${warning.text} ${buttons}` } : { warning: false, text: buttons };
  }
  return notes;
}
