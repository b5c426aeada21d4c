import { beforeAll, describe, expect, it } from "vitest";
import ConfirmAddressPage from "@/app/(site)/account/confirm/page";
import * as confirmRoute from "@/app/api/account/confirm/route";
import { POST as createEntryCall } from "@/app/api/admin/changelog/route";
import { POST as publishCall } from "@/app/api/admin/changelog/[id]/publish/route";
import { GET as listSuggestions, POST as submitSuggestion } from "@/app/api/feature-suggestions/route";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { POST as submitFeedback } from "@/app/api/feedback/route";
import { hashPassword } from "@/lib/auth/password";
import { SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR } from "@/lib/config";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { CONFIRM_FOR_UPDATES } from "@/lib/members/mail-policy";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { memberCookieOf } from "@/tests/integration/members";
import { post } from "@/tests/integration/public-forms";

// Mail only to confirmed addresses: a stranger's address typed into a form gets one e-mail, its
// confirmation link, which holds nothing anyone typed; updates start once its owner presses the
// link page's button.

let cookie = "";
type Handler = (req: never, ctx: never) => Promise<Response>;
async function admin(handler: Handler, path: string, method: string, id: string, body?: unknown) {
  const response = await handler(request(path, { method, body, cookie }) as never, params({ id }) as never);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
/** An admin save with "Notify the submitter" on, where the address cannot be e-mailed: 422, saying why. */
async function refusedNotice(id: string, body: Record<string, unknown>) {
  const response = await patchSuggestion(request(`/api/admin/feature-suggestions/${id}`, { method: "PATCH", body: { ...body, notify: true }, cookie }) as never, params({ id }) as never);
  expect(response.status).toBe(422);
  return ((await response.json()) as { error: { fields: { notify: string } } }).error.fields.notify;
}

const TEXT = "URGENT your account is locked, verify at https://stepwise-login.example";
async function suggest(email: string, notify = true) {
  const response = await submitSuggestion(post("/api/feature-suggestions", { name: TEXT, description: `${TEXT} now`, priority: "Important", email, notify, fillMs: 5000 }));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; message: string };
}
const mailTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" }, select: { kind: true, subject: true, text: true, html: true } });
const tokenOf = (text: string) => /\/account\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

beforeAll(async () => {
  await resetDatabase();
  const created = await createAdmin("admin", await hashPassword("mail-policy-Secret-1"));
  cookie = sessionCookie(await createSessionToken({ id: created.id, username: created.username }));
});

describe("a suggestion with \"E-mail me\" and an address nobody confirmed", () => {
  it("gets only the confirmation e-mail, through a status change, an answer and a shipped changelog entry", async () => {
    const victim = "victim@example.com";
    const sent = await suggest(victim);
    expect(sent.message).toContain(CONFIRM_FOR_UPDATES);

    expect(await refusedNotice(sent.id, { status: "planned" })).toMatch(/not confirmed/);
    await admin(patchSuggestion, `/api/admin/feature-suggestions/${sent.id}`, "PATCH", sent.id, { status: "planned" });
    await admin(patchSuggestion, `/api/admin/feature-suggestions/${sent.id}`, "PATCH", sent.id, { response: "Thanks, see the link above." });
    const entry = await createEntryCall(request("/api/admin/changelog", { method: "POST", body: { title: "Shipped", body: "Done.", date: "2026-11-26", suggestionIds: [sent.id] }, cookie }) as never, params({}) as never);
    const entryId = ((await entry.json()) as { id: string }).id;
    expect(await admin(publishCall, `/api/admin/changelog/${entryId}/publish`, "POST", entryId)).toMatchObject({ emailsQueued: 0 });

    const mails = await mailTo(victim);
    expect(mails.map((m) => m.kind)).toEqual(["member_confirm"]);
    expect(mails[0]!.subject).toBe("Confirm your address to get StepWise updates");
    for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain("stepwise-login");
      expect(part).not.toContain("URGENT");
      expect(part).not.toContain(victim);
    }
    // The admin sees why nothing went out.
    const list = await listSuggestions(request("/api/feature-suggestions", { cookie }));
    const row = ((await list.json()) as { items: { id: string; emailConfirmed: boolean | null }[] }).items.find((s) => s.id === sent.id);
    expect(row?.emailConfirmed).toBe(false);
  });

  it("confirms the address by the button of the link's page only; later changes are e-mailed, earlier ones are not", async () => {
    const email = "Owner.Person@example.com";
    const sent = await suggest(email);
    const token = tokenOf((await mailTo(email))[0]!.text);
    expect(token).not.toBe("");
    await admin(patchSuggestion, `/api/admin/feature-suggestions/${sent.id}`, "PATCH", sent.id, { status: "planned" });

    // Opening the link (GET or HEAD: the page renders) changes nothing; the route has no GET or HEAD.
    for (let i = 0; i < 2; i++) await ConfirmAddressPage({ searchParams: Promise.resolve({ token }) });
    expect(Object.keys(confirmRoute).filter((k) => /^(GET|HEAD)$/.test(k))).toEqual([]);
    expect(await db.member.count({ where: { emailKey: "owner.person@example.com" } })).toBe(0);

    const pressed = await confirmRoute.POST(post("/api/account/confirm", { token }));
    expect(pressed.status).toBe(200);
    // Confirming is not signing in: no cookie, no session, no sign-in time.
    expect(memberCookieOf(pressed)).toBeNull();
    expect(await db.member.findUniqueOrThrow({ where: { emailKey: "owner.person@example.com" }, select: { lastSignInAt: true } })).toEqual({ lastSignInAt: null });
    expect(await db.memberSession.count()).toBe(0);
    expect((await confirmRoute.POST(post("/api/account/confirm", { token }))).status).toBe(400);

    // "planned" happened before: not sent now. The next change is.
    await admin(patchSuggestion, `/api/admin/feature-suggestions/${sent.id}`, "PATCH", sent.id, { status: "in_progress", notify: true });
    expect((await mailTo(email)).map((m) => m.kind)).toEqual(["member_confirm", "suggestion_update"]);
    // A second suggestion from the confirmed address: no confirmation e-mail, and the same reply as
    // for an address nobody confirmed (a form never tells whether an address is a member's).
    const again = await suggest(email);
    expect(again.message).toBe(sent.message);
    expect((await mailTo(email)).map((m) => m.kind)).toEqual(["member_confirm", "suggestion_update"]);
  });

  it("a member who switched off \"Updates on my suggestions\" gets no news of them, shipped or not", async () => {
    const email = "switched-off@example.com";
    await db.member.create({ data: { email, emailKey: email, suggestionUpdates: false } });
    const sent = await suggest(email);
    expect(await refusedNotice(sent.id, { status: "planned", response: "Soon." })).toMatch(/turned off updates/);
    await admin(patchSuggestion, `/api/admin/feature-suggestions/${sent.id}`, "PATCH", sent.id, { status: "planned", response: "Soon." });
    const entry = await createEntryCall(request("/api/admin/changelog", { method: "POST", body: { title: "Off", body: "Done.", date: "2026-11-26", suggestionIds: [sent.id] }, cookie }) as never, params({}) as never);
    const entryId = ((await entry.json()) as { id: string }).id;
    expect(await admin(publishCall, `/api/admin/changelog/${entryId}/publish`, "POST", entryId)).toMatchObject({ emailsQueued: 0 });
    expect(await mailTo(email)).toEqual([]);
  });

  it("a stranger's inbox gets at most the sign-in links' hourly few confirmation e-mails", async () => {
    for (let i = 0; i < 6; i++) await suggest("flooded@example.com");
    expect((await mailTo("flooded@example.com")).length).toBe(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
  });

  it("without \"E-mail me\", nothing is sent and the reply asks for nothing", async () => {
    const sent = await suggest("quiet@example.com", false);
    expect(sent.message).not.toContain(CONFIRM_FOR_UPDATES);
    expect(await mailTo("quiet@example.com")).toEqual([]);
  });
});

describe("feedback with \"E-mail me\"", () => {
  it("a tester spot's link stands for the confirmation e-mail; confirming the spot confirms the address", async () => {
    await updateProgramSettings({ cap: 50, deadline: new Date(Date.now() + 30 * 86_400_000), liveCount: false });
    const response = await submitFeedback(post("/api/feedback", { clarity: TEXT, usage: "Weekly", email: "tester-fan@example.com", notify: true, fillMs: 5000 }));
    const body = (await response.json()) as { tester: string; notice: string };
    expect(body).toMatchObject({ tester: "pending" });
    expect(body.notice).toContain(CONFIRM_FOR_UPDATES);
    expect((await mailTo("tester-fan@example.com")).map((m) => m.kind)).toEqual(["tester_confirmation"]);
  });
});
