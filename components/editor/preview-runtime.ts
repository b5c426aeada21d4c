// The preview frame's side of the editor bridge. Loaded only inside a frame (preview-bridge.tsx).
import { cssValue, derivedVariables } from "@/lib/site/css";
import { ELEMENTS_BY_ID } from "@/lib/site/elements";
import { FROM_FRAME, isApplyMessage, isHelloMessage, PREVIEW_CSS_ELEMENT_ID, SAVED_CSS_ELEMENT_ID, type ApplyMessage, type FrameMessage } from "./preview-protocol";

const HIGHLIGHT_CSS_ID = "site-preview-highlight";
let last: ApplyMessage | null = null;
let editMode = false;

function post(message: FrameMessage) {
  // Only a parent of this same origin may hear us.
  window.parent.postMessage(message, window.location.origin);
}

function setText(node: Element, value: string) {
  // Keep child elements (icons): replace the first non-blank text node when there is one.
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current.nodeValue?.trim()) {
      current.nodeValue = value;
      return;
    }
  }
  node.textContent = value;
}

function apply(message: ApplyMessage) {
  const root = document.documentElement;
  for (const [id, value] of Object.entries(message.elements)) {
    const element = ELEMENTS_BY_ID.get(id);
    if (!element || typeof value !== "string") continue;
    if (element.selector.startsWith("--")) {
      root.style.setProperty(element.selector, cssValue(id, value));
      for (const [name, derived] of derivedVariables(id, value)) root.style.setProperty(name, derived);
      continue;
    }
    if (id === "page-title") document.title = value;
    if (id === "meta-description") document.querySelector('meta[name="description"]')?.setAttribute("content", value);
    for (const node of document.querySelectorAll(`[data-edit-id="${id}"]`)) {
      if (element.type !== "image") setText(node, value);
      else if (node instanceof HTMLImageElement) {
        node.removeAttribute("srcset");
        node.src = value;
      } else if (node instanceof SVGSVGElement) {
        // An inline default image (the logo) stays while the value is the default; another image takes its place, as the page would render it.
        if (value === element.content) continue;
        const img = Object.assign(document.createElement("img"), { src: value, alt: "", className: node.getAttribute("class") ?? "" });
        img.dataset.editId = id;
        node.replaceWith(img);
      } else if (node instanceof HTMLElement) node.style.backgroundImage = `url("${encodeURI(value)}")`;
    }
  }
  if (typeof message.elements["blog-enabled"] === "string") showBlogLinks(message.elements["blog-enabled"] === "true");
  // The unsaved custom CSS replaces the saved one (textContent: it cannot leave its element).
  const saved = document.getElementById(SAVED_CSS_ELEMENT_ID);
  if (saved instanceof HTMLStyleElement) saved.media = "not all";
  let preview = document.getElementById(PREVIEW_CSS_ELEMENT_ID);
  if (!preview) {
    preview = document.createElement("style");
    preview.id = PREVIEW_CSS_ELEMENT_ID;
    document.body.appendChild(preview);
  }
  preview.textContent = typeof message.customCss === "string" ? message.customCss : "";
  setEditMode(message.editMode === true);
}

/**
 * The blog toggle decides the nav's Blog entry (components/site/nav.ts): shown as these values
 * imply, not as the live site has it, so that a draft or a revision previews exactly. A missing
 * entry is made from the Contact entry, the one it sits before.
 */
function showBlogLinks(on: boolean) {
  for (const nav of document.querySelectorAll("header nav, #mobile-menu")) {
    const blog = nav.querySelector<HTMLAnchorElement>('a[href="/blog"]');
    if (blog) {
      blog.hidden = !on;
      continue;
    }
    const contact = nav.querySelector<HTMLAnchorElement>('a[href="/#contact"]');
    if (!on || !contact) continue;
    const copy = contact.cloneNode(true) as HTMLAnchorElement;
    copy.href = "/blog";
    copy.removeAttribute("aria-current");
    setText(copy, "Blog");
    contact.before(copy);
  }
}

function setEditMode(on: boolean) {
  editMode = on;
  let style = document.getElementById(HIGHLIGHT_CSS_ID);
  if (on && !style) {
    style = document.createElement("style");
    style.id = HIGHLIGHT_CSS_ID;
    style.textContent = "[data-edit-id]{cursor:pointer}[data-edit-id]:hover{outline:2px dashed #2563eb;outline-offset:2px}";
    document.head.appendChild(style);
  } else if (!on) style?.remove();
}

function onMessage(event: MessageEvent) {
  if (event.source !== window.parent || event.origin !== window.location.origin) return;
  if (isHelloMessage(event.data)) return post({ source: FROM_FRAME, type: "ready", path: window.location.pathname });
  if (!isApplyMessage(event.data)) return;
  last = event.data;
  apply(event.data);
}

function onClick(event: MouseEvent) {
  if (!editMode || !(event.target instanceof Element)) return;
  const target = event.target.closest("[data-edit-id]");
  const id = target?.getAttribute("data-edit-id");
  if (!id) return;
  event.preventDefault();
  event.stopPropagation();
  post({ source: FROM_FRAME, type: "select", id });
}

/** Tells the editor this page is ready (again), and re-applies the last values to new content. */
export function announce() {
  if (last) apply(last);
  post({ source: FROM_FRAME, type: "ready", path: window.location.pathname });
}

export function start() {
  window.addEventListener("message", onMessage);
  document.addEventListener("click", onClick, true);
  announce();
  return () => {
    window.removeEventListener("message", onMessage);
    document.removeEventListener("click", onClick, true);
  };
}
