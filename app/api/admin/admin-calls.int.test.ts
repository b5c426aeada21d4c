import { revalidatePath } from "next/cache";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as analytics } from "@/app/api/admin/analytics/route";
import { DELETE as deleteContact } from "@/app/api/admin/contact/[id]/route";
import { GET as exportCsv } from "@/app/api/admin/export/[list]/route";
import { DELETE as deleteSuggestionCall } from "@/app/api/admin/feature-suggestions/[id]/route";
import { DELETE as deleteFeedbackCall, PATCH as patchFeedback } from "@/app/api/admin/feedback/[id]/route";
import { POST as login } from "@/app/api/admin/login/route";
import { GET as overview } from "@/app/api/admin/overview/route";
import { POST as resetFeedback } from "@/app/api/admin/reset-feedback/route";
import { POST as resetSuggestions } from "@/app/api/admin/reset-suggestions/route";
import { GET as activity } from "@/app/api/admin/settings/activity/route";
import { POST as changePassword } from "@/app/api/admin/settings/password/route";
import { POST as resetSettings } from "@/app/api/admin/settings/reset/route";
import { POST as changeUsername } from "@/app/api/admin/settings/username/route";
import { POST as toggleLive } from "@/app/api/admin/toggle-live-feedback/route";
import { GET as listContact } from "@/app/api/contact/route";
import { GET as listSuggestions } from "@/app/api/feature-suggestions/route";
import { GET as listFeedback } from "@/app/api/feedback/route";
import { verifyPassword } from "@/lib/auth/password";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createContactMessage } from "@/lib/data/contact";
import { findAdminWithHash, createAdmin } from "@/lib/data/admin";
import { recordEvent } from "@/lib/data/analytics";
import { createFeedback } from "@/lib/data/feedback";
import { enqueueEmail } from "@/lib/data/outbox";
import { getProgramSettings } from "@/lib/data/program";
import { createSuggestion } from "@/lib/data/suggestions";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { confirmAddress } from "@/tests/integration/members";

const PASSWORD = "admin-calls-Secret-1";
const NEW_PASSWORD = "admin-calls-Secret-2";
let admin: { id: string; username: string };
let cookie = "";
const ids: Record<string, string> = {};

// Everything the server says (responses) and logs, to prove that no password is ever in it.
const seen: string[] = [];
const logSpies = (["debug", "info", "warn", "error"] as const).map((level) =>
  vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
    seen.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
    return false;
  }),
);
const consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void seen.push(args.map(String).join(" "))),
);

async function call(handler: (req: never, ctx: never) => Promise<Response>, path: string, options: { method?: string; body?: unknown; id?: Record<string, string> } = {}) {
  const response = await handler(request(path, { method: options.method, body: options.body, cookie }) as never, params(options.id ?? {}) as never);
  const text = await response.text();
  seen.push(text, JSON.stringify(Object.fromEntries(response.headers)));
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  await resetDatabase();
  const created = await createAdmin("admin", await hashPassword(PASSWORD));
  admin = { id: created.id, username: created.username };
  cookie = sessionCookie(await createSessionToken(admin));
  for (let i = 1; i <= 12; i++) {
    const f = await createFeedback({ clarity: `Clarity ${i}`, usage: `Usage ${i}`, rating: (i % 5) + 1, email: i % 2 ? `person${i}@example.com` : null });
    ids[`feedback${i}`] = f.id;
  }
  ids.suggestion = (await createSuggestion({ name: "Dark mode", description: "Please add it", priority: "Important", email: "s@example.com" })).id;
  await createSuggestion({ name: "Offline mode", description: "=cmd|' /C calc'!A0", priority: "Critical" });
  const message = await createContactMessage({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hello", message: "Hi there" });
  ids.contact = message.id;
  await enqueueEmail({ kind: "contact", to: "owner@example.com", subject: "Hello", html: "<p>Hi</p>", text: "Hi", contactMessageId: message.id });
  await recordEvent("cta_click", "hero_feedback_button");
  await recordEvent("theme_toggle");
});

afterAll(() => {
  for (const spy of [...logSpies, ...consoleSpies]) spy.mockRestore();
});

describe("admin lists", () => {
  it("pages, searches and filters feedback, without caching", async () => {
    const first = await call(listFeedback, "/api/feedback?page=1&pageSize=5");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    const body = first.json();
    expect(body).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    expect(body.items[0].clarity).toBe("Clarity 12");
    expect((await call(listFeedback, "/api/feedback?page=3&pageSize=5")).json().items).toHaveLength(2);
    expect((await call(listFeedback, "/api/feedback?q=clarity%2011")).json().items.map((f: { clarity: string }) => f.clarity)).toEqual(["Clarity 11"]);
    const rated = (await call(listFeedback, "/api/feedback?rating=3")).json();
    expect(rated.items.every((f: { rating: number }) => f.rating === 3)).toBe(true);
    expect(rated.total).toBeGreaterThan(0);
    const oldest = (await call(listFeedback, "/api/feedback?sort=oldest&pageSize=1")).json();
    expect(oldest.items[0].clarity).toBe("Clarity 1");
    // Unknown filter values fall back to no filter rather than failing.
    expect((await call(listFeedback, "/api/feedback?status=bogus&page=x")).json().total).toBe(12);
  });

  it("lists suggestions and contact messages with their delivery state", async () => {
    const suggestions = (await call(listSuggestions, "/api/feature-suggestions?q=dark")).json();
    expect(suggestions.items.map((s: { name: string }) => s.name)).toEqual(["Dark mode"]);
    const contact = (await call(listContact, "/api/contact")).json();
    expect(contact.items[0]).toMatchObject({ name: "Ada Lovelace", subject: "Hello", delivery: { status: "queued" } });
    expect(contact.items[0]).not.toHaveProperty("outbox");
  });

  it("has an overview with totals, the latest 3 entries and the tester count as n / cap", async () => {
    const body = (await call(overview, "/api/admin/overview")).json();
    expect(body.totals).toEqual({ feedback: 12, suggestions: 2, contact: 1 });
    expect(body.recentFeedback).toHaveLength(3);
    expect(body.testers.cap).toBe(env.TESTER_PROGRAM_CAP);
    expect(body.liveCount).toBe(false);
  });
});

describe("the response dialog", () => {
  it("persists status, priority and response", async () => {
    const res = await call(patchFeedback, "/x", { method: "PATCH", body: { status: "resolved", priority: "high", response: "Fixed, thanks!" }, id: { id: ids.feedback2! } });
    expect(res.status).toBe(200);
    const [entry] = (await call(listFeedback, "/api/feedback?q=clarity%202&status=resolved")).json().items;
    expect(entry).toMatchObject({ status: "resolved", priority: "high", response: "Fixed, thanks!" });
    expect(entry.respondedAt).not.toBeNull();
  });

  it("queues the answer's e-mail in the same change when the switch is on, only where a confirmed address exists", async () => {
    // An address its owner has not confirmed gets no answer by e-mail: 422, naming the switch.
    const unconfirmed = await call(patchFeedback, "/x", { method: "PATCH", body: { response: "We hear you", notify: true }, id: { id: ids.feedback3! } });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.json().error.fields.notify).toMatch(/not confirmed/);
    await confirmAddress("person3@example.com");
    const res = await call(patchFeedback, "/x", { method: "PATCH", body: { response: "We hear you", notify: true }, id: { id: ids.feedback3! } });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ emailQueued: true });
    const noAddress = await call(patchFeedback, "/x", { method: "PATCH", body: { response: "Hi", notify: true }, id: { id: ids.feedback4! } });
    expect(noAddress.status).toBe(422);
    const bad = await call(patchFeedback, "/x", { method: "PATCH", body: { status: "done" }, id: { id: ids.feedback4! } });
    expect(bad.status).toBe(422);
    expect((await call(patchFeedback, "/x", { method: "PATCH", body: { status: "closed" }, id: { id: "missing" } })).status).toBe(404);
  });

  it("deletes entries, suggestions and contact messages (404 when gone)", async () => {
    expect((await call(deleteFeedbackCall, "/x", { method: "DELETE", id: { id: ids.feedback12! } })).status).toBe(200);
    expect((await call(deleteFeedbackCall, "/x", { method: "DELETE", id: { id: ids.feedback12! } })).status).toBe(404);
    expect((await call(deleteSuggestionCall, "/x", { method: "DELETE", id: { id: ids.suggestion! } })).status).toBe(200);
    expect((await call(deleteSuggestionCall, "/x", { method: "DELETE", id: { id: ids.suggestion! } })).status).toBe(404);
    expect((await call(deleteContact, "/x", { method: "DELETE", id: { id: ids.contact! } })).status).toBe(200);
    expect((await call(listContact, "/api/contact")).json().total).toBe(0);
  });
});

describe("CSV exports", () => {
  it("exports every row matching the filters, not only one page", async () => {
    const res = await call(exportCsv, "/api/admin/export/feedback?status=resolved", { id: { list: "feedback" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="stepwise-feedback-/);
    const lines = res.text.trim().split("\n");
    expect(lines[0]).toMatch(/^id,createdAt,email,rating,status,priority,clarity/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Fixed, thanks!");
    const all = (await call(exportCsv, "/api/admin/export/feedback?pageSize=1", { id: { list: "feedback" } })).text.trim().split("\n");
    expect(all).toHaveLength(12); // header + 11 entries
    const suggestions = (await call(exportCsv, "/x", { id: { list: "feature-suggestions" } })).text;
    expect(suggestions).toContain(`"'=cmd|' /C calc'!A0"`.replace(/"/g, "")); // formula neutralised
    expect((await call(exportCsv, "/x", { id: { list: "admins" } })).status).toBe(404);
  });
});

describe("analytics", () => {
  it("answers per-day series for 7, 30 or 90 days with totals per event and CTA id", async () => {
    const body = (await call(analytics, "/api/admin/analytics?days=7")).json();
    expect(body.series).toHaveLength(7);
    expect(body.totals.events).toMatchObject({ cta_click: 1, theme_toggle: 1 });
    expect(body.totals.ctas).toEqual({ hero_feedback_button: 1 });
    expect(body.totals.submissions.feedback).toBe(11);
    expect((await call(analytics, "/api/admin/analytics?days=90")).json().series).toHaveLength(90);
    expect((await call(analytics, "/api/admin/analytics?days=5")).json().series).toHaveLength(30);
  });
});

describe("dashboard actions", () => {
  it("toggles the persisted live count and revalidates the landing page", async () => {
    vi.mocked(revalidatePath).mockClear();
    expect((await call(toggleLive, "/x", { method: "POST" })).json()).toMatchObject({ liveCount: true });
    expect((await getProgramSettings()).liveCount).toBe(true);
    expect(revalidatePath).toHaveBeenCalledWith("/");
    expect((await call(toggleLive, "/x", { method: "POST" })).json()).toMatchObject({ liveCount: false });
  });

  it("resets suggestions, then feedback and suggestions", async () => {
    expect((await call(resetSuggestions, "/x", { method: "POST" })).json()).toMatchObject({ deleted: { suggestions: 1 } });
    expect((await call(resetFeedback, "/x", { method: "POST" })).json()).toMatchObject({ deleted: { feedback: 11, suggestions: 0 } });
    expect((await call(overview, "/x")).json().totals).toEqual({ feedback: 0, suggestions: 0, contact: 0 });
  });
});

describe("settings", () => {
  it("ignores a blank username and updates a new one", async () => {
    expect((await call(changeUsername, "/x", { method: "POST", body: { username: "   " } })).json()).toMatchObject({ changed: false, user: { username: "admin" } });
    const res = (await call(changeUsername, "/x", { method: "POST", body: { username: " chief " } })).json();
    expect(res).toMatchObject({ changed: true, user: { username: "chief" }, message: "Username updated successfully!" });
    admin = { ...admin, username: "chief" };
  });

  it("changes the password with the spec's messages, in the spec's order", async () => {
    const attempt = (body: object) => call(changePassword, "/x", { method: "POST", body });
    const wrong = await attempt({ currentPassword: "nope", newPassword: "abc", confirmPassword: "xyz" });
    expect([wrong.status, wrong.json().error.message]).toEqual([422, "Current password is incorrect!"]);
    const short = await attempt({ currentPassword: PASSWORD, newPassword: "abc", confirmPassword: "abc" });
    expect(short.json().error.message).toBe("New password must be at least 6 characters long!");
    const mismatch = await attempt({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` });
    expect(mismatch.json().error.message).toBe("New password and confirmation do not match!");
    const ok = await attempt({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.json()).toEqual({ success: true, message: "Password updated successfully!" });
    const stored = await findAdminWithHash("chief");
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, NEW_PASSWORD)).toBe(true);
    // The current session is unaffected.
    expect((await call(overview, "/x")).status).toBe(200);
  });

  it("lists the latest 10 activity entries, newest first", async () => {
    // Failed logins of another name (so that this admin's own lockout stays untouched).
    for (let i = 0; i < 4; i++) await login(request("/api/admin/login", { method: "POST", body: { username: "intruder", password: `bad-${i}` }, ip: `203.0.113.${100 + i}` }));
    const entries = (await call(activity, "/x")).json().activity as { action: string; createdAt: string }[];
    expect(entries).toHaveLength(10);
    expect(entries[0]?.action).toBe("login_failed");
    expect(entries.map((e) => e.action)).toContain("password_changed");
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("resets to defaults with the current password: username, password, cleared and logged history", async () => {
    const wrong = await call(resetSettings, "/x", { method: "POST", body: { currentPassword: PASSWORD } });
    expect(wrong.json().error.message).toBe("Current password is incorrect!");
    const res = await call(resetSettings, "/x", { method: "POST", body: { currentPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body.user.username).toBe(env.ADMIN_USERNAME);
    const stored = await findAdminWithHash(env.ADMIN_USERNAME);
    if (env.ADMIN_PASSWORD) {
      expect(body.generatedPassword).toBeNull();
      expect(await verifyPassword(stored!.passwordHash, env.ADMIN_PASSWORD)).toBe(true);
    } else {
      // No default password configured: a strong one is generated and shown this once.
      expect(body.generatedPassword).toMatch(/^[\w-]{20}$/);
      expect(await verifyPassword(stored!.passwordHash, body.generatedPassword)).toBe(true);
      seen.pop(); // this one response carries the generated password by design
      seen.pop();
    }
    const entries = (await call(activity, "/x")).json().activity;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "settings_reset" });
  });

  it("never puts a password in a response or a log line", () => {
    const everything = seen.join("\n");
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of [PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`, "bad-0"]) expect(everything).not.toContain(secret);
  });
});
