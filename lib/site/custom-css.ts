// Custom CSS from the visual editor ends up in a <style> element on the public pages. It must not
// be able to leave that element or load anything from another host. It is read by a real CSS
// parser (css-tree, the parser of CSSO and Stylelint's tooling) and checked against allow-lists:
// at-rules, properties and value functions. Anything not on them is refused, so a new way of
// loading a resource (image-set, cross-fade, src(), paint()...) is refused without being named.
// These checks run on save and again when the saved text is rendered.
import { parse, walk, type CssNode } from "css-tree";

export const MAX_CUSTOM_CSS_CHARS = 20_000;

/** Conditional and animation at-rules only: no @import, @font-face, @namespace, @property... */
const AT_RULES = new Set(["media", "supports", "keyframes", "-webkit-keyframes", "container", "layer"]);

/** Visual properties (with their longhands by prefix below); anything else is refused. */
const PROPERTIES = new Set([
  "color", "opacity", "visibility", "display", "position", "top", "right", "bottom", "left", "inset", "z-index",
  "width", "height", "min-width", "min-height", "max-width", "max-height", "aspect-ratio", "box-sizing",
  "float", "clear", "overflow", "overflow-x", "overflow-y", "order", "gap", "row-gap", "column-gap",
  "line-height", "letter-spacing", "word-spacing", "white-space", "word-break", "overflow-wrap", "hyphens",
  "vertical-align", "cursor", "content", "quotes", "filter", "backdrop-filter", "mix-blend-mode",
  "box-shadow", "text-shadow", "object-fit", "object-position", "accent-color", "caret-color", "scroll-behavior",
  "pointer-events", "user-select", "isolation", "clip-path", "resize", "appearance", "will-change", "direction",
  "tab-size", "counter-reset", "counter-increment", "columns", "column-count", "column-width", "column-rule",
]);
const PROPERTY_PREFIXES = [
  "background", "border", "margin", "padding", "font", "text-", "flex", "grid", "align-", "justify-", "place-",
  "outline", "transform", "transition", "animation", "list-style", "scroll-margin", "scroll-padding", "inset-",
];

/** Value functions that compute a colour, length, gradient or transform: none loads anything. */
const FUNCTIONS = new Set([
  "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark",
  "calc", "min", "max", "clamp", "var", "env", "attr", "counter", "counters",
  "linear-gradient", "radial-gradient", "conic-gradient",
  "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
  "translate", "translatex", "translatey", "translatez", "translate3d", "rotate", "rotatex", "rotatey", "rotatez", "rotate3d",
  "scale", "scalex", "scaley", "scalez", "scale3d", "skew", "skewx", "skewy", "matrix", "matrix3d", "perspective",
  "cubic-bezier", "steps", "blur", "brightness", "contrast", "drop-shadow", "grayscale", "hue-rotate", "invert",
  "saturate", "sepia", "minmax", "repeat", "fit-content", "circle", "ellipse", "inset", "polygon",
]);

const allowedProperty = (name: string) => name.startsWith("--") || PROPERTIES.has(name) || PROPERTY_PREFIXES.some((p) => name.startsWith(p));

/** A same-site path such as /uploads/a.png: no scheme, no host. */
const sameSitePath = (target: string) => target.startsWith("/") && !target.startsWith("//");

/** Why this custom CSS is refused, or null when it is acceptable. */
export function customCssProblem(css: string): string | null {
  if (css.length > MAX_CUSTOM_CSS_CHARS) return `Custom CSS must be at most ${MAX_CUSTOM_CSS_CHARS} characters`;
  // "<" is the only way out of a <style> element (</style>, <!--); CSS never needs it.
  if (css.includes("<")) return "Custom CSS must not contain '<' (no HTML or </style>)";
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(css)) return "Custom CSS must not contain control characters";
  // Escapes could spell a refused name in a way a browser reads and a check might not (\69mport).
  if (css.includes("\\")) return "Custom CSS must not contain backslash escapes";
  const errors: string[] = [];
  let ast: CssNode;
  try {
    // Custom properties are parsed too: `--x: url(...)` used through var() must be checked.
    ast = parse(css, { parseCustomProperty: true, onParseError: (error) => errors.push(error.message) });
  } catch (error) {
    return `Custom CSS could not be read: ${(error as Error).message}`;
  }
  if (errors.length) return `Custom CSS could not be read: ${errors[0]}`;
  let problem: string | null = null;
  walk(ast, (node) => {
    if (problem) return;
    if (node.type === "Atrule" && !AT_RULES.has(node.name.toLowerCase())) {
      problem = `Custom CSS must not use @${node.name.toLowerCase()} (allowed: ${[...AT_RULES].map((a) => `@${a}`).join(", ")})`;
    } else if (node.type === "Declaration" && !allowedProperty(node.property.toLowerCase())) {
      problem = `Custom CSS must not set "${node.property}"`;
    } else if (node.type === "Function" && !FUNCTIONS.has(node.name.toLowerCase())) {
      problem = `Custom CSS must not use ${node.name}(): only colours, lengths, gradients and transforms, and images by url(/...) from this site`;
    } else if (node.type === "Url" && !sameSitePath(node.value)) {
      problem = "Custom CSS may only load images from this site (url(/...)), not remote URLs";
    } else if (node.type === "Raw" && /url\(|\/\//i.test(node.value)) {
      problem = "Custom CSS may only load images from this site (url(/...)), not remote URLs";
    }
  });
  return problem;
}

/** The saved CSS as it may be rendered: unchanged when acceptable, empty otherwise. */
export function sanitizeCustomCss(css: string | null | undefined): string {
  if (!css) return "";
  return customCssProblem(css) === null ? css : "";
}
