import { describe, expect, it } from "vitest";
import { customCssProblem, MAX_CUSTOM_CSS_CHARS, sanitizeCustomCss } from "@/lib/site/custom-css";
import { elementProblem, maxLength, normaliseContent } from "@/lib/site/validate";

describe("element validation", () => {
  it("accepts the defaults of every element", async () => {
    const { ELEMENTS } = await import("@/lib/site/elements");
    for (const element of ELEMENTS) expect(elementProblem(element.id, element.content, element.type), element.id).toBeNull();
  });

  it("refuses unknown ids and wrong types", () => {
    expect(elementProblem("hero-subtitle", "x")).toMatch(/Unknown element "hero-subtitle"/);
    expect(elementProblem("hero-heading", "x", "color")).toMatch(/has type "heading"/);
  });

  it("checks colours as #rrggbb", () => {
    expect(elementProblem("primary-color", "#ff0080")).toBeNull();
    expect(elementProblem("primary-color", "#FF0080")).toBeNull();
    for (const bad of ["red", "#fff", "#ff008", "ff0080", "#ff0080;background:url(x)", "rgb(1,2,3)"]) {
      expect(elementProblem("primary-color", bad), bad).toMatch(/must be a colour like #/);
    }
    expect(normaliseContent("primary-color", "#FF0080")).toBe("#ff0080");
  });

  it("takes embed addresses only from the embed hosts the CSP allows, links as http(s), empty as the server's setting", () => {
    expect(elementProblem("prototype-embed-url", "")).toBeNull();
    expect(elementProblem("prototype-embed-url", "https://embed.figma.com/proto/AbCdEf123/StepWise?embed-host=share")).toBeNull();
    expect(elementProblem("video-embed-url", "https://www.youtube-nocookie.com/embed/xyz")).toBeNull();
    expect(elementProblem("video-embed-url", "https://evil.example/embed")).toMatch(/must be an embed address on embed\.figma\.com/);
    expect(elementProblem("video-embed-url", "http://player.vimeo.com/video/1")).toMatch(/must start with https:\/\//);
    expect(elementProblem("video-embed-url", "javascript:alert(1)")).toMatch(/https/);
    expect(elementProblem("linkedin-url", "https://www.linkedin.com/company/stepwise")).toBeNull();
    expect(elementProblem("documentation-url", "javascript:alert(1)")).toMatch(/must start with https:\/\/ or http:\/\//);
    expect(elementProblem("documentation-url", "docs")).toMatch(/full address/);
    expect(elementProblem("facebook-url", `https://facebook.com/${"x".repeat(500)}`)).toMatch(/at most 500/);
  });

  it("allows only the editor fonts", () => {
    expect(elementProblem("heading-font", "Poppins")).toBeNull();
    expect(elementProblem("heading-font", "Open Sans")).toBeNull();
    expect(elementProblem("heading-font", "Comic Sans MS")).toMatch(/must be one of Inter, Poppins/);
  });

  it("checks numeric ranges", () => {
    expect(elementProblem("heading-size", "12")).toBeNull();
    expect(elementProblem("heading-size", "72")).toBeNull();
    expect(elementProblem("heading-size", "37")).toBeNull();
    for (const bad of ["10", "74", "3.5", "-4", "", "36px"]) expect(elementProblem("heading-size", bad), bad).toMatch(/from 12 to 72/);
    expect(elementProblem("section-padding", "0")).toBeNull();
    expect(elementProblem("section-padding", "204")).toMatch(/from 0 to 200/);
    expect(elementProblem("button-radius", "49")).toMatch(/from 0 to 48/);
    expect(elementProblem("container-width", "1440px")).toBeNull();
    for (const bad of ["1200", "100%", "99999px", "320px"]) expect(elementProblem("container-width", bad), bad).toMatch(/width in pixels/);
  });

  it("checks toggles, images and texts", () => {
    expect(elementProblem("blog-enabled", "true")).toBeNull();
    expect(elementProblem("blog-enabled", "yes")).toMatch(/true or false/);
    expect(elementProblem("hero-image", "/uploads/0123456789abcdef0123456789abcdef.png")).toBeNull();
    for (const bad of ["https://evil.example/x.png", "//evil.example/x.png", "/images/../secret", "javascript:alert(1)", "/api/x"]) {
      expect(elementProblem("hero-image", bad), bad).toMatch(/image of this site/);
    }
    expect(elementProblem("hero-heading", "   ")).toMatch(/must not be empty/);
    expect(elementProblem("hero-heading", "x".repeat(maxLength("hero-heading") + 1))).toMatch(/at most 200 characters/);
    expect(elementProblem("blog-intro-text", "x".repeat(2000))).toBeNull();
  });
});

describe("custom CSS", () => {
  it("accepts ordinary CSS with same-origin images", () => {
    const css = `h1 > span { color: #f00; }\n.hero { background: url("/uploads/a.png") no-repeat; }\n/* a comment */`;
    expect(customCssProblem(css)).toBeNull();
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it("accepts media queries, keyframes, gradients, transforms and custom properties", () => {
    const css = `:root { --brand: oklch(60% 0.2 250) }
@media (max-width: 600px) { .hero h1 { font-size: clamp(1.5rem, 4vw, 2rem); margin-block: 0 1rem } }
@keyframes pop { from { transform: scale(0.9) rotate(-2deg) } to { transform: none } }
.card:hover { background: linear-gradient(90deg, var(--brand), rgb(0 0 0 / 0.2)); animation: pop 200ms ease-out; box-shadow: 0 1px 2px hsl(0 0% 0% / .1) }
a:not(.plain)::after { content: "→"; border-bottom: 2px solid color-mix(in oklab, currentColor 50%, transparent) }`;
    expect(customCssProblem(css)).toBeNull();
  });

  it.each([
    ["</style><script>alert(1)</script>", /'<'/],
    ["a{}<!--", /'<'/],
    ["@import 'x.css';", /@import/],
    ["@IMPORT url(/x.css);", /@import/],
    ["a { background: url(https://evil.example/x.png) }", /remote URLs/],
    ["a { background: url('//evil.example/x.png') }", /remote URLs/],
    ["a { background: url(data:image/png;base64,AAAA) }", /remote URLs/],
    ["a { background-image: image-set('https://evil.example/a.png' 1x) }", /image-set\(\)/],
    ["a { background-image: image-set('https:evil.example/c.png' 1x) }", /image-set\(\)/],
    ["a { background-image: -webkit-image-set(url(/a.png) 1x) }", /-webkit-image-set\(\)/],
    ["a { background-image: image('https:evil.example/c.png') }", /image\(\)/],
    ["a { background-image: cross-fade(url(/a.png), url(/b.png)) }", /cross-fade\(\)/],
    ["a { background-image: src('https:evil.example/c.png') }", /src\(\)/],
    ["a { --bg: url(https:evil.example/c.png) } b { background: var(--bg) }", /remote URLs/],
    ["a { background: url('https:evil.example/c.png') }", /remote URLs/],
    ["@font-face { font-family: x; src: url(/a.woff2) }", /@font-face/],
    ["@namespace svg url(/x)", /@namespace/],
    ["a { behavior: url(/x.htc) }", /"behavior"/],
    ["a { mask-image: url(/x.svg) }", /"mask-image"/],
    ["a { width: expression(alert(1)) }", /expression\(\)/],
    ["a { background: url(javascript:alert(1)) }", /could not be read/],
    ["a { background: url('javascript:alert(1)') }", /remote URLs/],
    ["a { \\40 import: x }", /backslash/],
    ["a { -moz-binding: url(/x.xml#y) }", /"-moz-binding"/],
    ["x".repeat(MAX_CUSTOM_CSS_CHARS + 1), /at most 20000 characters/],
  ])("refuses %s", (css, message) => {
    expect(customCssProblem(css)).toMatch(message);
    expect(sanitizeCustomCss(css)).toBe("");
  });
});
