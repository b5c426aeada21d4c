import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules whose outcome depends on colours. The second theme is a class on <html> that changes
 * colours, not the document (its only swaps are decorative: the logo's two images, both alt="",
 * and the toggle's two icons, both aria-hidden), so in it only these rules can find what the first
 * theme's full run did not. About half of axe's time on a page is the rest.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe's WCAG 2.2 AA violations on the page, one line each (rule, impact, elements and why).
 * `coloursOnly` runs the colour rules alone, for a page already checked in the other theme.
 */
export async function axeViolations(page: Page, { coloursOnly = false, exclude = [] }: { coloursOnly?: boolean; exclude?: string[] } = {}) {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every run to merge
  // the frames' results, and injects axe there again: about a second a run on a busy machine, six
  // runs a screen. What it adds, cross-origin frames, is third-party content here (our own frames
  // are same-origin, and the two previews are excluded and checked on their own).
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_22_AA);
  if (coloursOnly) builder = builder.withRules(COLOUR_RULES);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ""}`).join("; ")}`);
}

/**
 * Waits until finite transitions and animations have ended (a spinner's run for ever): axe's
 * colour rules read the colours an element shows, and mid-transition they are neither theme's.
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
