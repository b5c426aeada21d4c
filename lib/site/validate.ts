// Validation of the visual editor's elements (spec section 5; the server refuses what the editor could not have sent): known ids and
// types, colour syntax, the font allow-list, numeric ranges and text lengths. Shared by the save
// call and the editor's own fields.
import { EDITOR_FONTS, FONT_SIZE_RANGE, SPACING_RANGE } from "@/lib/config";
import { customCssProblem } from "@/lib/site/custom-css";
import { embedUrlProblem, linkUrlProblem } from "@/lib/site/embeds";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";

export const CUSTOM_CSS_ID = "custom-css";

type Range = { min: number; max: number };
export const NUMBER_RANGES: Record<string, Range> = {
  "heading-size": FONT_SIZE_RANGE,
  "body-size": FONT_SIZE_RANGE,
  "section-padding": SPACING_RANGE,
  "button-radius": { min: 0, max: 48 },
};
export const CONTAINER_WIDTH_RANGE = { min: 640, max: 1920, step: 20 } as const;

const TEXT_LIMITS: Record<string, number> = {
  "site-title": 60,
  "cta-button": 60,
  "page-title": 120,
  "meta-description": 300,
  "hero-image": 300,
  "logo-image": 300,
};
const URL_LIMIT = 500;
const DEFAULT_LIMIT: Record<string, number> = { heading: 200, button: 60, text: 1000, meta: 300 };

/** The longest accepted text of an element. */
export function maxLength(id: string): number {
  const element = ELEMENTS_BY_ID.get(id);
  if (TEXT_LIMITS[id]) return TEXT_LIMITS[id];
  if (element?.category === "blog-content") return element.type === "heading" ? 200 : 2000;
  return DEFAULT_LIMIT[element?.type ?? "text"] ?? 1000;
}

// Same-origin image paths only: the bundled images and the editor's uploads.
const IMAGE_PATH = /^\/(images|uploads)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Why this content is refused for this element id, or null when it is acceptable. */
export function elementProblem(id: string, content: string, type?: string): string | null {
  if (id === CUSTOM_CSS_ID) return customCssProblem(content);
  const element = ELEMENTS_BY_ID.get(id);
  if (!element) return `Unknown element "${id}"`;
  if (type !== undefined && type !== element.type) return `Element "${id}" has type "${element.type}", not "${type}"`;
  const label = element.label;
  switch (element.type) {
    case "color":
      return /^#[0-9a-fA-F]{6}$/.test(content) ? null : `${label} must be a colour like #2563eb`;
    case "font":
      return (EDITOR_FONTS as readonly string[]).includes(content) ? null : `${label} must be one of ${EDITOR_FONTS.join(", ")}`;
    case "toggle":
      return content === "true" || content === "false" ? null : `${label} must be true or false`;
    case "image":
      if (content.length > maxLength(id)) return `${label} must be at most ${maxLength(id)} characters`;
      return IMAGE_PATH.test(content) && !content.includes("..") ? null : `${label} must be an image of this site (/images/... or /uploads/...)`;
    case "embed":
    case "link": {
      if (content === "") return null;
      if (content.length > URL_LIMIT) return `${label} must be at most ${URL_LIMIT} characters`;
      const problem = element.type === "embed" ? embedUrlProblem(content) : linkUrlProblem(content);
      return problem ? `${label} ${problem}` : null;
    }
    case "layout": {
      const match = /^(\d{1,4})px$/.exec(content);
      const px = match ? Number(match[1]) : NaN;
      const { min, max } = CONTAINER_WIDTH_RANGE;
      return px >= min && px <= max ? null : `${label} must be a width in pixels from ${min}px to ${max}px`;
    }
    case "spacing": {
      const range = NUMBER_RANGES[id] ?? SPACING_RANGE;
      const ok = /^\d{1,4}$/.test(content) && Number(content) >= range.min && Number(content) <= range.max;
      return ok ? null : `${label} must be a whole number from ${range.min} to ${range.max}`;
    }
    default: {
      if (!content.trim()) return `${label} must not be empty`;
      const limit = maxLength(id);
      return content.length > limit ? `${label} must be at most ${limit} characters` : null;
    }
  }
}

/** Normalises accepted content (colours in lower case). */
export function normaliseContent(id: string, content: string): string {
  return ELEMENTS_BY_ID.get(id)?.type === "color" ? content.toLowerCase() : content;
}
