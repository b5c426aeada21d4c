// @ts-check
// THE ENDPOINT TABLE of the adversarial suite: every call it attacks, with a valid body.
// Any API route the build has and this table lacks is still swept by the CSRF check (discovery).
import { randomBytes, randomUUID } from "node:crypto";

const uid = () => randomUUID().slice(0, 8);
/** A link token of the right shape that no link holds. */
const linkToken = () => randomBytes(32).toString("base64url");

/** @param {string} [email] */
export const feedbackBody = (email) => ({
  clarity: `Clear enough ${uid()}`,
  confusion: "",
  improvements: "More steps",
  usage: "Weekly",
  additional: "",
  email: email ?? "",
  rating: 4,
});

/** @type {import("./types").Endpoint[]} */
export const ENDPOINTS = [
  // Public forms: fuzzed, rate limited per address (FORM_RATE_LIMIT_PER_MINUTE).
  { name: "feedback", method: "POST", path: "/api/feedback", kind: "form", body: () => feedbackBody() },
  {
    name: "feature suggestion",
    method: "POST",
    path: "/api/feature-suggestions",
    kind: "form",
    body: () => ({ name: `Idea ${uid()}`, description: "Offline mode for the guides", useCase: "In a garage", priority: "Important", email: "" }),
  },
  {
    name: "contact",
    method: "POST",
    path: "/api/contact",
    kind: "form",
    body: () => ({ firstName: "Ada", lastName: "Lovelace", email: `ada-${uid()}@example.com`, subject: "Hello", message: "A question about StepWise.", recaptchaToken: "" }),
  },
  { name: "member sign-in", method: "POST", path: "/api/account/sign-in", kind: "form", body: () => ({ email: `member-${uid()}@example.com` }) },
  // The buttons of e-mailed links: public, limited like the forms; a made-up token is a 4xx.
  { name: "sign-in link button", method: "POST", path: "/api/account/sign-in/confirm", kind: "form", body: () => ({ token: linkToken() }) },
  { name: "address confirmation button", method: "POST", path: "/api/account/confirm", kind: "form", body: () => ({ token: linkToken() }) },
  { name: "address change button", method: "POST", path: "/api/account/change-email/confirm", kind: "form", body: () => ({ token: linkToken() }) },
  { name: "tester slot button", method: "POST", path: "/api/tester/confirm", kind: "form", body: () => ({ token: linkToken() }) },
  { name: "invite button", method: "POST", path: "/api/invite", kind: "form", body: () => ({ code: "ABCDE-FGHJK-MNPQR-STVWX" }) },
  { name: "waitlist join", method: "POST", path: "/api/waitlist", kind: "form", body: () => ({ email: `waiting-${uid()}@example.com` }) },
  { name: "waitlist link button", method: "POST", path: "/api/waitlist/confirm", kind: "form", body: () => ({ token: linkToken() }) },
  // Public, not a form: fuzzed, has its own limit.
  { name: "analytics event", method: "POST", path: "/api/events", kind: "public", body: () => ({ name: "cta_click", ctaId: "hero_feedback_button" }) },
  // Admin session calls: fuzzed (login), CSRF-checked.
  { name: "admin login", method: "POST", path: "/api/admin/login", kind: "login", body: () => ({ username: `nobody-${uid()}`, password: "not-the-password" }) },
  { name: "admin logout", method: "POST", path: "/api/admin/logout", kind: "admin" },
  { name: "admin gate", method: "POST", path: "/api/admin/gate", kind: "admin", body: () => ({ password: "x" }) },
  { name: "admin reset feedback", method: "POST", path: "/api/admin/reset-feedback", kind: "admin" },
  { name: "admin reset suggestions", method: "POST", path: "/api/admin/reset-suggestions", kind: "admin" },
  { name: "admin live count", method: "POST", path: "/api/admin/toggle-live-feedback", kind: "admin" },
  { name: "editor save", method: "POST", path: "/api/admin/visual-editor/save", kind: "admin", body: () => ({ elements: [] }) },
  { name: "blog create", method: "POST", path: "/api/blog/posts", kind: "admin", body: () => ({ title: "t", content: "c", excerpt: "e", tags: [] }) },
  { name: "blog update", method: "PUT", path: "/api/blog/posts/adversarial-id", kind: "admin", body: () => ({ title: "t", content: "c", excerpt: "e", tags: [] }) },
  { name: "blog delete", method: "DELETE", path: "/api/blog/posts/adversarial-id", kind: "admin" },
  { name: "admin sign out everywhere", method: "DELETE", path: "/api/admin/sessions", kind: "admin" },
  { name: "admin revoke a session", method: "DELETE", path: "/api/admin/sessions/adversarial-id", kind: "admin" },
  // The owner's notifications and webhooks (issue 34).
  { name: "admin notification settings", method: "PUT", path: "/api/admin/notifications", kind: "admin", body: () => ({ modes: { feedback: "digest" }, digestHour: 8 }) },
  { name: "admin webhook add", method: "POST", path: "/api/admin/webhooks", kind: "admin", body: () => ({ url: "https://hooks.example.com/stepwise", events: ["feedback"], format: "json" }) },
  { name: "admin webhook events", method: "PATCH", path: "/api/admin/webhooks/adversarial-id", kind: "admin", body: () => ({ events: ["contact"] }) },
  { name: "admin webhook delete", method: "DELETE", path: "/api/admin/webhooks/adversarial-id", kind: "admin" },
  { name: "admin webhook test", method: "POST", path: "/api/admin/webhooks/adversarial-id/test", kind: "admin" },
  // Publishing (issue 19): the editor's draft, its schedule and shareable preview links.
  { name: "editor draft autosave", method: "PUT", path: "/api/admin/visual-editor/draft", kind: "admin", body: () => ({ elements: [] }) },
  { name: "editor draft discard", method: "DELETE", path: "/api/admin/visual-editor/draft", kind: "admin" },
  { name: "editor draft schedule", method: "PUT", path: "/api/admin/visual-editor/draft/schedule", kind: "admin", body: () => ({ publishAt: "2099-01-01T00:00:00Z" }) },
  { name: "preview link create", method: "POST", path: "/api/admin/preview-links", kind: "admin", body: () => ({ kind: "site" }) },
  { name: "preview link revoke", method: "DELETE", path: "/api/admin/preview-links/adversarialid", kind: "admin" },
  { name: "report settings", method: "PUT", path: "/api/admin/reports", kind: "admin", body: () => ({ weeklyEnabled: true, weeklyDay: 1, weeklyHour: 8, spikeEnabled: false, spikeMultiple: 3 }) },
  { name: "analytics share create", method: "POST", path: "/api/admin/analytics-shares", kind: "admin", body: () => ({ label: "l", password: "" }) },
  { name: "analytics share revoke", method: "DELETE", path: "/api/admin/analytics-shares/adversarialid", kind: "admin" },
  { name: "suggestion update", method: "PATCH", path: "/api/admin/feature-suggestions/adversarial-id", kind: "admin", body: () => ({ status: "planned" }) },
  { name: "changelog create", method: "POST", path: "/api/admin/changelog", kind: "admin", body: () => ({ title: "t", body: "b", date: "2026-11-25", suggestionIds: [] }) },
  { name: "changelog update", method: "PUT", path: "/api/admin/changelog/adversarial-id", kind: "admin", body: () => ({ title: "t", body: "b", date: "2026-11-25", suggestionIds: [] }) },
  { name: "changelog publish", method: "POST", path: "/api/admin/changelog/adversarial-id/publish", kind: "admin" },
  // The response dialogs' e-mail preview (issue 34).
  { name: "feedback notice preview", method: "POST", path: "/api/admin/feedback/adversarial-id/notice-preview", kind: "admin", body: () => ({ status: "resolved" }) },
  { name: "suggestion notice preview", method: "POST", path: "/api/admin/feature-suggestions/adversarial-id/notice-preview", kind: "admin", body: () => ({ status: "planned" }) },
  { name: "author profile", method: "PUT", path: "/api/admin/settings/profile", kind: "admin", body: () => ({ displayName: "Ada", bio: "", avatar: null }) },
  // The waitlist's review and settings (issue 31).
  { name: "waitlist referral approve", method: "POST", path: "/api/admin/waitlist/referrals/adversarial-id/approve", kind: "admin" },
  { name: "waitlist referral reject", method: "POST", path: "/api/admin/waitlist/referrals/adversarial-id/reject", kind: "admin" },
  { name: "waitlist settings", method: "PUT", path: "/api/admin/waitlist/settings", kind: "admin", body: () => ({ referralBoost: 5, leaderboard: false, inviteDays: 7 }) },
  // next-auth's own POSTs: form-encoded by design, protected by its CSRF token and our Origin check.
  { name: "next-auth sign-out", method: "POST", path: "/api/auth/signout", kind: "next-auth" },
  { name: "next-auth credentials", method: "POST", path: "/api/auth/callback/credentials", kind: "next-auth" },
  // Reads (header snapshot, fault phase).
  { name: "feedback count", method: "GET", path: "/api/feedback/count", kind: "read" },
  { name: "blog status", method: "GET", path: "/api/blog/status", kind: "read" },
  { name: "admin session", method: "GET", path: "/api/admin/session", kind: "read" },
];

/**
 * Routes whose POST is guarded by a secret token or signature rather than a session cookie (CSRF
 * does not apply). The unsubscribe routes are RFC 8058's one-click targets, which mail providers
 * POST to cross-site by design; Resend posts its signed webhook events from its servers.
 */
export const TOKEN_ROUTES = new Set(["/api/internal/revalidate", "/api/unsubscribe", "/api/newsletter/unsubscribe", "/api/ideas/unsubscribe", "/api/webhooks/resend"]);

/** @type {Record<string, string[]>} */
export const FIELDS = {
  "/api/feedback": ["clarity", "confusion", "improvements", "usage", "additional", "email", "rating"],
  "/api/feature-suggestions": ["name", "description", "useCase", "priority", "email"],
  "/api/contact": ["firstName", "lastName", "email", "subject", "message", "recaptchaToken"],
  "/api/account/sign-in": ["email"],
  "/api/account/sign-in/confirm": ["token"],
  "/api/account/confirm": ["token"],
  "/api/account/change-email/confirm": ["token"],
  "/api/tester/confirm": ["token"],
  "/api/invite": ["code"],
  "/api/waitlist": ["email", "ref"],
  "/api/waitlist/confirm": ["token"],
  "/api/events": ["name", "ctaId"],
  "/api/admin/login": ["username", "password"],
};

/**
 * The app's routes from the build (`.next/app-path-routes-manifest.json`), as path patterns.
 * @param {Record<string, string>} manifest @returns {import("./types").RouteMatcher[]}
 */
export function routeMatchers(manifest) {
  return Object.values(manifest).map((route) => {
    const pattern = route
      .split("/")
      .map((part) => (/^\[\[?\.\.\./.test(part) ? ".+" : /^\[/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|\\]/g, "\\$&")))
      .join("/");
    return { route, regex: new RegExp(`^${pattern}$`) };
  });
}

/** A concrete path for a route pattern (dynamic segments filled in). @param {string} route */
export function concretePath(route) {
  return route.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "signout").replace(/\[[^\]]+\]/g, "adversarial-id");
}
