// The visual editor's elements (spec section 3), with their defaults. Visitors see the defaults
// until a saved revision overrides them. Ids are stable: the save call uses them.
import { PRODUCT_NAME } from "@/lib/config";

/** The spec's types, plus "embed" and "link": addresses, empty meaning "the server's setting" (lib/site/links.ts). */
export type ElementType = "text" | "heading" | "button" | "color" | "font" | "spacing" | "layout" | "image" | "meta" | "toggle" | "embed" | "link";
export type ElementCategory = "content" | "design" | "typography" | "layout" | "media" | "seo" | "settings" | "blog-content";

export type ElementDefinition = {
  id: string;
  type: ElementType;
  label: string;
  category: ElementCategory;
  /** Where the element shows on the site (data-edit-id attribute or CSS variable). */
  selector: string;
  content: string;
};

const el = (id: string, type: ElementType, category: ElementCategory, label: string, content: string, selector = `[data-edit-id="${id}"]`): ElementDefinition => ({ id, type, label, category, selector, content });

export const BLOG_TEXT_DEFAULTS = {
  "blog-intro-title": "Why step-by-step guidance matters",
  "blog-intro-text":
    "Every repair, teardown and build goes better with a clear plan. These articles share what we learn while building StepWise: practical techniques, safety habits and the stories of the people testing it.",
  "blog-section-1-title": "Document as you go",
  "blog-section-1-text":
    "Photos, notes and tool lists captured during disassembly become the reassembly guide you will wish you had later.",
  "blog-section-2-title": "Safety first, always",
  "blog-section-2-text":
    "Know the hazards before you start: stored energy, sharp edges and hot parts. StepWise puts the right warning at the right step.",
} as const;

export type BlogTextKey = keyof typeof BLOG_TEXT_DEFAULTS;
export const BLOG_TEXT_KEYS = Object.keys(BLOG_TEXT_DEFAULTS) as BlogTextKey[];

export const ELEMENTS: readonly ElementDefinition[] = [
  el("site-title", "text", "content", "Site title", PRODUCT_NAME),
  el("hero-heading", "heading", "content", "Hero heading", "Take anything apart. Put it back together."),
  el(
    "hero-description",
    "text",
    "content",
    "Hero description",
    "Step-by-step guidance for electronics, automotive and mechanical teardown and assembly, with safety alerts at every step.",
  ),
  el("cta-button", "button", "content", "Call-to-action button", "Try the Prototype"),
  el("feature-1-title", "heading", "content", "Feature 1 title", "Safety Alerts"),
  el("feature-1-description", "text", "content", "Feature 1 description", "Warnings for stored energy, sharp edges and hot parts, shown at the exact step where they matter."),
  el("feature-2-title", "heading", "content", "Feature 2 title", "Step Tracking"),
  el("feature-2-description", "text", "content", "Feature 2 description", "Track progress with photos, tool lists and notes, then replay the steps in reverse to reassemble."),
  el("feature-3-title", "heading", "content", "Feature 3 title", "Templates"),
  el("feature-3-description", "text", "content", "Feature 3 description", "Save any guide as a reusable template with tags, and share it publicly with the community."),
  el("primary-color", "color", "design", "Primary colour", "#2563eb", "--site-primary"),
  el("secondary-color", "color", "design", "Secondary colour", "#0f172a", "--site-secondary"),
  el("accent-color", "color", "design", "Accent colour", "#f59e0b", "--site-accent"),
  el("background-color", "color", "design", "Background colour", "#ffffff", "--site-background"),
  el("text-color", "color", "design", "Text colour", "#0f172a", "--site-text"),
  el("heading-font", "font", "typography", "Heading font", "Inter", "--site-heading-font"),
  el("body-font", "font", "typography", "Body font", "Inter", "--site-body-font"),
  el("heading-size", "spacing", "typography", "Heading size (px)", "36", "--site-heading-size"),
  el("body-size", "spacing", "typography", "Body size (px)", "16", "--site-body-size"),
  el("container-width", "layout", "layout", "Container width", "1200px", "--site-container-width"),
  el("section-padding", "spacing", "layout", "Section padding (px)", "80", "--site-section-padding"),
  el("button-radius", "spacing", "layout", "Button radius (px)", "8", "--site-button-radius"),
  el("hero-image", "image", "media", "Hero image", "/images/hero.svg"),
  el("logo-image", "image", "media", "Logo image", "/images/logo-light.svg"),
  el("page-title", "meta", "seo", "Page title", `${PRODUCT_NAME} – step-by-step assembly and disassembly guidance`, "title"),
  el(
    "meta-description",
    "meta",
    "seo",
    "Meta description",
    "StepWise guides you step by step through taking apart and reassembling electronics, cars and machines. Try the prototype and join the first 50 testers.",
    'meta[name="description"]',
  ),
  el("blog-enabled", "toggle", "settings", "Blog enabled", "false"),
  el("roadmap-enabled", "toggle", "settings", "Roadmap enabled", "false"),
  el("changelog-enabled", "toggle", "settings", "Changelog enabled", "false"),
  // Embeds and links; empty uses the environment's value (PROTOTYPE_URL, …), and with none the
  // landing page shows a placeholder or leaves the link out.
  el("prototype-embed-url", "embed", "settings", "Prototype embed address", ""),
  el("prototype-open-url", "link", "settings", "Prototype page ('Try the Prototype')", ""),
  el("video-embed-url", "embed", "settings", "Video embed address", ""),
  el("video-page-url", "link", "settings", "Video page ('Watch the video')", ""),
  el("documentation-url", "link", "settings", "Documentation link", ""),
  el("linkedin-url", "link", "settings", "LinkedIn profile", ""),
  el("instagram-url", "link", "settings", "Instagram profile", ""),
  el("facebook-url", "link", "settings", "Facebook page", ""),
  ...BLOG_TEXT_KEYS.map((key) =>
    el(key, key.endsWith("title") ? "heading" : "text", "blog-content", key.replace(/^blog-/, "Blog ").replaceAll("-", " "), BLOG_TEXT_DEFAULTS[key]),
  ),
];

export const ELEMENT_IDS = ELEMENTS.map((e) => e.id);
export const ELEMENTS_BY_ID = new Map(ELEMENTS.map((e) => [e.id, e]));

/** Element id -> content. */
export type SiteElements = Record<string, string>;
export type SiteContent = { elements: SiteElements; customCss: string; revisionId: number | null };

export const DEFAULT_ELEMENTS: SiteElements = Object.fromEntries(ELEMENTS.map((e) => [e.id, e.content]));
export const DEFAULT_SITE_CONTENT: SiteContent = { elements: DEFAULT_ELEMENTS, customCss: "", revisionId: null };

/** An element's current text, falling back to its default. */
export function text(content: SiteContent, id: string): string {
  return content.elements[id] ?? DEFAULT_ELEMENTS[id] ?? "";
}

/** The blog is on when the editor's blog toggle is saved as "true" (default off). */
export function isBlogEnabled(content: SiteContent): boolean {
  return text(content, "blog-enabled") === "true";
}

/** /roadmap and /changelog are on when their editor toggles are saved as "true" (default off). */
export function isPublicPageEnabled(content: SiteContent, page: "roadmap" | "changelog"): boolean {
  return text(content, `${page}-enabled`) === "true";
}

/** Which optional public pages are on: the nav, the footer and the sitemap list them. */
export type OptionalPages = { roadmap: boolean; changelog: boolean };
export const optionalPages = (content: SiteContent): OptionalPages => ({
  roadmap: isPublicPageEnabled(content, "roadmap"),
  changelog: isPublicPageEnabled(content, "changelog"),
});
