// Which element goes in which tab of the left panel (spec: Content, Design, Layout, Settings,
// Advanced, Blog, Blog Text).
import { BLOG_TEXT_KEYS, ELEMENTS_BY_ID } from "@/lib/site/elements";

export type TabId = "content" | "design" | "layout" | "settings" | "advanced" | "blog" | "blog-text";
export type Section = { title: string; ids: string[] };

export const TABS: { id: TabId; label: string }[] = [
  { id: "content", label: "Content" },
  { id: "design", label: "Design" },
  { id: "layout", label: "Layout" },
  { id: "settings", label: "Settings" },
  { id: "advanced", label: "Advanced" },
  { id: "blog", label: "Blog" },
  { id: "blog-text", label: "Blog Text" },
];

export const SECTIONS: Partial<Record<TabId, Section[]>> = {
  content: [
    { title: "Hero", ids: ["site-title", "hero-heading", "hero-description", "cta-button"] },
    { title: "Features", ids: ["feature-1-title", "feature-1-description", "feature-2-title", "feature-2-description", "feature-3-title", "feature-3-description"] },
    { title: "Images", ids: ["hero-image", "logo-image"] },
  ],
  design: [
    { title: "Colours", ids: ["primary-color", "secondary-color", "accent-color", "background-color", "text-color"] },
    { title: "Typography", ids: ["heading-font", "body-font", "heading-size", "body-size"] },
  ],
  layout: [{ title: "Layout", ids: ["container-width", "section-padding", "button-radius"] }],
  settings: [
    { title: "Search engines", ids: ["page-title", "meta-description"] },
    { title: "Blog", ids: ["blog-enabled"] },
    { title: "Roadmap and changelog", ids: ["roadmap-enabled", "changelog-enabled"] },
    { title: "Embeds (empty: the server's setting)", ids: ["prototype-embed-url", "prototype-open-url", "video-embed-url", "video-page-url"] },
    { title: "Links (empty: the server's setting, or hidden)", ids: ["documentation-url", "linkedin-url", "instagram-url", "facebook-url"] },
  ],
  advanced: [{ title: "Custom CSS", ids: ["custom-css"] }],
  "blog-text": [{ title: "Blog default content", ids: [...BLOG_TEXT_KEYS] }],
};

/** The tab that holds an element (for selecting it from the preview). */
export function tabOf(id: string): TabId | null {
  for (const [tab, sections] of Object.entries(SECTIONS)) {
    if (sections.some((s) => s.ids.includes(id))) return tab as TabId;
  }
  return ELEMENTS_BY_ID.has(id) ? "content" : null;
}
