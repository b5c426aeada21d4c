// Custom CSS from the visual editor ends up in a <style> element on every page. It must not be
// able to leave that element or load anything from another host; these checks run on save and
// again when the saved text is rendered.
export const MAX_CUSTOM_CSS_CHARS = 20_000;

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, " ");

/** Why this custom CSS is refused, or null when it is acceptable. */
export function customCssProblem(css: string): string | null {
  if (css.length > MAX_CUSTOM_CSS_CHARS) return `Custom CSS must be at most ${MAX_CUSTOM_CSS_CHARS} characters`;
  // "<" is the only way out of a <style> element (</style>, <!--); CSS never needs it.
  if (css.includes("<")) return "Custom CSS must not contain '<' (no HTML or </style>)";
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(css)) return "Custom CSS must not contain control characters";
  // Escapes could spell any of the words below (\69mport); ordinary CSS here does not need them.
  if (css.includes("\\")) return "Custom CSS must not contain backslash escapes";
  const code = stripComments(css).toLowerCase();
  if (code.includes("@import")) return "Custom CSS must not use @import";
  if (code.includes("expression(")) return "Custom CSS must not use expression()";
  if (code.includes("javascript:")) return "Custom CSS must not contain javascript: URLs";
  if (/-moz-binding|behavior\s*:/.test(code)) return "Custom CSS must not use -moz-binding or behavior";
  // Any absolute or protocol-relative URL contains "//" (CSS has no // comments).
  if (code.includes("//")) return "Custom CSS may only load images from this site (url(/...)), not remote URLs";
  for (const match of code.matchAll(/url\(\s*(['"]?)([^)'"]*)/g)) {
    const target = match[2] ?? "";
    if (!target.startsWith("/")) return "Custom CSS may only load images from this site (url(/...)), not remote URLs";
  }
  return null;
}

/** The saved CSS as it may be rendered: unchanged when acceptable, empty otherwise. */
export function sanitizeCustomCss(css: string | null | undefined): string {
  if (!css) return "";
  return customCssProblem(css) === null ? css : "";
}
