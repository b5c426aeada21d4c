import { beforeAll, describe, expect, it } from "vitest";
import { POST as contact, GET as listContact } from "@/app/api/contact/route";
import { POST as events } from "@/app/api/events/route";
import { POST as suggestion } from "@/app/api/feature-suggestions/route";
import { POST as feedback } from "@/app/api/feedback/route";
import { POST as pageview } from "@/app/api/pageview/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as createPost } from "@/app/api/blog/posts/route";
import { PUT as updatePost } from "@/app/api/blog/posts/[key]/route";
import { POST as saveUsername } from "@/app/api/admin/settings/username/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { db } from "@/lib/db";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { expectError, nextIp } from "@/tests/integration/public-forms";

// Issue 17: text PostgreSQL cannot store (a lone surrogate, NUL) gave 500 on these calls. The
// check lives once in lib/api/handler.ts; this file shows it on every kind of text endpoint.
let cookie = "";
beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("bad-input-admin-password"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
});

type Call = { name: string; send: (body: unknown) => Promise<Response>; valid: Record<string, unknown>; field: string };
const send = (handler: (req: never, route?: never) => Promise<Response>, path: string, method = "POST", withCookie = false, route?: unknown) =>
  (body: unknown) => handler(request(path, { method, body, ip: nextIp(), cookie: withCookie ? cookie : undefined, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" } }) as never, route as never);

const CALLS: Call[] = [
  { name: "contact", send: send(contact, "/api/contact"), field: "subject", valid: { firstName: "Ada", lastName: "L", email: "ada@example.com", subject: "Hi", message: "Hello", recaptchaToken: "" } },
  { name: "feature suggestion", send: send(suggestion, "/api/feature-suggestions"), field: "description", valid: { name: "Idea", description: "Offline", useCase: "Garage", priority: "Important", email: "" } },
  {
    name: "feedback with an e-mail",
    send: send(feedback, "/api/feedback"),
    field: "clarity",
    valid: { clarity: "Clear", confusion: "", improvements: "More", usage: "Weekly", additional: "", email: "tester@example.com" },
  },
  { name: "analytics event", send: send(events, "/api/events"), field: "ctaId", valid: { name: "cta_click", ctaId: "hero_feedback_button" } },
  { name: "page view", send: send(pageview, "/api/pageview"), field: "referrer", valid: { path: "/", referrer: "https://example.org/" } },
  { name: "admin login", send: send(login, "/api/admin/login"), field: "username", valid: { username: "admin", password: "x" } },
  { name: "blog create", send: send(createPost, "/api/blog/posts", "POST", true), field: "title", valid: { title: "T", content: "C", excerpt: "E", tags: [] } },
  { name: "blog update", send: send(updatePost, "/api/blog/posts/some-id", "PUT", true, params({ key: "some-id" })), field: "content", valid: { title: "T", content: "C", excerpt: "E", tags: [] } },
  { name: "admin username", send: send(saveUsername, "/api/admin/settings/username", "POST", true), field: "username", valid: { username: "new-name" } },
];

const BAD = [
  ["a lone high surrogate", "text \ud800 here"],
  ["a lone low surrogate", "\udfff"],
  ["NUL", "a\u0000b"],
  ["an escape character", "\u001b[2J"],
] as const;

describe.each(CALLS)("$name", ({ send: call, valid, field }) => {
  it.each(BAD)(`answers 400 naming the field for %s`, async (_, text) => {
    const error = await expectError(await call({ ...valid, [field]: text }), 400, "bad_request");
    expect(error.fields).toEqual({ [field]: "Contains characters that are not allowed" });
  });

  it("names a nested field inside an array", async () => {
    const error = await expectError(await call({ ...valid, tags: ["ok", "\ud800"] }), 400, "bad_request");
    expect(error.fields).toEqual({ "tags.1": "Contains characters that are not allowed" });
  });
});

describe("nothing was stored and text with line breaks and emoji still goes through", () => {
  it("stored no row from the refused bodies", async () => {
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.featureSuggestion.count()).toBe(0);
    expect(await db.feedback.count()).toBe(0);
  });

  it("accepts a multi-line message with emoji", async () => {
    const response = await CALLS[0]!.send({ ...CALLS[0]!.valid, message: "Line 1\r\nLine 2\twith 😀" });
    expect(response.status).toBe(201);
  });

  it("refuses a query string with NUL or a control character with 400; broken UTF-8 arrives as U+FFFD", async () => {
    for (const q of ["q=%00", "q=a%07b"]) {
      const error = await expectError(await listContact(request(`/api/contact?${q}`, { cookie })), 400, "bad_request");
      expect(error.fields).toEqual({ q: "Contains characters that are not allowed" });
    }
    expect((await listContact(request("/api/contact?q=a%ED%A0%80", { cookie }))).status).toBe(200);
  });
});
