import type { CSSProperties } from "react";
import { FONT_VARIABLES } from "@/lib/site/fonts";
import { readableTextOn } from "@/lib/site/contrast";
import { ELEMENTS, text, type SiteContent } from "@/lib/site/elements";

const PX_ELEMENTS = new Set(["heading-size", "body-size", "section-padding", "button-radius"]);

/** The CSS value of one design element (colour, font, size), for its --site-* variable. */
export function cssValue(id: string, value: string): string {
  const element = ELEMENTS.find((e) => e.id === id);
  if (element?.type === "font") return FONT_VARIABLES[value] ?? FONT_VARIABLES.Inter ?? "inherit";
  if (PX_ELEMENTS.has(id)) return `${Number(value) || 0}px`;
  return value;
}

/**
 * Variables that follow from a design element rather than being edited: the text colour on the
 * primary colour (buttons), black or white by contrast, so that any brand colour stays readable.
 */
export function derivedVariables(id: string, value: string): [name: string, value: string][] {
  return id === "primary-color" ? [["--site-primary-foreground", readableTextOn(value)]] : [];
}

/** The --site-* variables of the saved design, as an inline style for <html>. */
export function siteCssVariables(content: SiteContent): CSSProperties {
  const style: Record<string, string> = {};
  for (const element of ELEMENTS) {
    if (!element.selector.startsWith("--")) continue;
    const value = text(content, element.id);
    style[element.selector] = cssValue(element.id, value);
    for (const [name, derived] of derivedVariables(element.id, value)) style[name] = derived;
  }
  return style as CSSProperties;
}

/** A CSS value as the editor's validated elements give it: a colour, a size, a font variable. */
const SAFE_VALUE = /^[#\w\s(),.%-]+$/;

/**
 * The design of other content (a site draft's preview) as a style sheet for the whole page. The
 * theme derives its tokens from the --site-* variables on :root (--primary: var(--site-primary)),
 * so overriding them on an inner element changes nothing that was derived; and the published
 * values sit in <html>'s inline style, which only !important outranks.
 */
export function siteCssOverride(content: SiteContent): string {
  const rules = Object.entries(siteCssVariables(content) as Record<string, string>)
    .filter(([, value]) => SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value} !important`);
  return `:root{${rules.join(";")}}`;
}
