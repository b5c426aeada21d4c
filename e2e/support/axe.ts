import axe from "axe-core";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules whose outcome depends on colours. The second theme is a class on <html> that changes
 * colours, not the document (its only swaps are decorative: the logo's two images, both alt="",
 * and the toggle's two icons, both aria-hidden), so in it only these rules can find what the first
 * theme's full run did not.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type AxeOptions = {
  /** Runs the colour rules alone, for a page already checked in the other theme. */
  coloursOnly?: boolean;
  /** Parts of the page left out (CSS selectors). */
  exclude?: string[];
  /** The part of the page checked (a CSS selector); the whole document unless said. */
  include?: string;
  /** axe's rule tags, WCAG 2.2 AA unless said; "all" is axe's default set (WCAG A and AA, and best practices). */
  tags?: string[] | "all";
};

/**
 * axe's violations on the page, one line each (rule, impact, elements and why).
 *
 * axe is put into the page once per document and run there as often as asked (a screen is checked
 * at three widths in two themes). @axe-core/playwright's AxeBuilder sends axe's 580 kB source into
 * every frame again on each run: about 0.4 s a run on this machine, a fifth of the a11y sweep. The
 * top document is checked, not frames: the pages' frames are third-party embeds (a video, the
 * design prototype) or the two previews, which their own specs check as pages. It runs once the
 * screen has loaded (no skeleton left) and transitions have ended (animationsSettled): a control
 * just clicked may still be fading, and one enabled as the data arrives fades in.
 */
export async function axeViolations(page: Page, { coloursOnly = false, exclude = [], include, tags = WCAG_22_AA }: AxeOptions = {}) {
  await page.waitForFunction(() => !document.querySelector('[data-slot="skeleton"]'));
  await animationsSettled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const runOnly = coloursOnly ? { type: "rule" as const, values: COLOUR_RULES } : tags === "all" ? undefined : { type: "tag" as const, values: tags };
  const violations = await page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options).then((results) => results.violations),
    {
      context: { ...(include ? { include: [[include]] } : {}), exclude: exclude.map((selector) => [selector]) },
      options: { ...(runOnly ? { runOnly } : {}), iframes: false, resultTypes: ["violations" as const] },
    },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ""}`).join("; ")}`);
}

/**
 * Waits until finite transitions and animations have ended (a spinner's run for ever): axe's
 * colour rules read the colours an element shows, and mid-transition they are neither theme's.
 */
export const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
