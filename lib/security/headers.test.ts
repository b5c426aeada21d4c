import { describe, expect, it } from "vitest";
import { EMBED_SOURCES } from "../site/embeds";
import { contentSecurityPolicy, embedSource, securityHeaders, securityHeadersFor } from "./headers";

const asMap = (pairs: [string, string][]) => new Map(pairs.map(([k, v]) => [k.toLowerCase(), v]));
function directives(csp: string) {
  return new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));
}

describe("security headers", () => {
  const production = { NODE_ENV: "production", SITE_URL: "https://stepwise.example" } as const;

  it("sets the required static headers", () => {
    const h = asMap(securityHeaders(production));
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
    const permissions = h.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it("has the required CSP directives, frames only for the configured embeds and the editor's embed hosts", () => {
    const csp = directives(asMap(securityHeaders({ ...production, PROTOTYPE_URL: "https://proto.example/p/1?x=y", VIDEO_URL: "https://video.example:8443/v" })).get("content-security-policy") ?? "");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'self'", "https://proto.example", "https://video.example:8443", ...EMBED_SOURCES]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    // The embeds' hosts too: the embed's load is confirmed by asking its host (embed-frame.tsx).
    expect(csp.get("connect-src")).toEqual(["'self'", "https://proto.example", "https://video.example:8443", ...EMBED_SOURCES]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows only the editor's embed hosts when no embed is configured", () => {
    const csp = directives(asMap(securityHeaders(production)).get("content-security-policy") ?? "");
    expect(csp.get("frame-src")).toEqual(["'self'", ...EMBED_SOURCES]);
    expect(csp.get("frame-src")).toContain("https://embed.figma.com");
  });

  it("sends HSTS only in production over HTTPS", () => {
    expect(asMap(securityHeaders(production)).get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
    expect(asMap(securityHeaders({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" } as const)).has("strict-transport-security")).toBe(false);
    expect(asMap(securityHeaders({ NODE_ENV: "production" } as const)).has("strict-transport-security")).toBe(false);
    expect(asMap(securityHeaders(production, { dev: true })).has("strict-transport-security")).toBe(false);
  });

  it("allows eval and the hot-reload socket in dev only", () => {
    const dev = directives(contentSecurityPolicy({ prototypeUrl: "", videoUrl: "", dev: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("frame-src")).toEqual(["'self'", ...EMBED_SOURCES]);
    const prod = directives(contentSecurityPolicy({ prototypeUrl: "", videoUrl: "" }));
    expect(prod.get("script-src")).not.toContain("'unsafe-eval'");
    expect(prod.has("upgrade-insecure-requests")).toBe(false);
  });

  it("ignores embed URLs that are not http(s)", () => {
    expect(embedSource("javascript:alert(1)")).toBeNull();
    expect(embedSource("not a url")).toBeNull();
    expect(embedSource("data:text/html,hi")).toBeNull();
    expect(embedSource("https://a.example/x")).toBe("https://a.example");
  });

  it("leaves the site CSP off routes that send their own (uploaded files), and every other header on", () => {
    const all = securityHeaders(production);
    expect(securityHeadersFor("/", all)).toEqual(all);
    expect(securityHeadersFor("/api/feedback", all)).toEqual(all);
    const upload = asMap(securityHeadersFor("/uploads/abc.png", all));
    expect(upload.has("content-security-policy")).toBe(false);
    expect(upload.get("x-content-type-options")).toBe("nosniff");
    expect(upload.size).toBe(all.length - 1);
  });
});
