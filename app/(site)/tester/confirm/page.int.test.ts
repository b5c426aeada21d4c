import { isValidElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import TesterConfirmPage from "@/app/(site)/tester/confirm/page";
import * as confirmRoute from "@/app/api/tester/confirm/route";
import { ConfirmResult } from "@/components/testers/confirm-result";
import { PostButton } from "@/components/members/post-button";
import { updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { submitFeedback } from "@/lib/testers/service";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { expectError } from "@/tests/integration/public-forms";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function tokenFor(email: string) {
  await submitFeedback({ clarity: "Clear", usage: "Weekly", email });
  const mail = await db.emailOutbox.findFirstOrThrow({
    where: { kind: "tester_confirmation", to: email },
  });
  return /\/tester\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

/** What the link's page shows (its state), and the button's props when it has one. Only the page itself runs. */
async function openPage(token: string) {
  const tree = await TesterConfirmPage({ searchParams: Promise.resolve({ token }) });
  const found = (function find(
    node: ReactNode,
  ): { state: { kind: string }; confirm: ReactNode } | null {
    if (Array.isArray(node)) return node.map(find).find(Boolean) ?? null;
    if (!isValidElement<Record<string, unknown>>(node)) return null;
    if (node.type === ConfirmResult)
      return node.props as { state: { kind: string }; confirm: ReactNode };
    return find(node.props.children as ReactNode);
  })(tree);
  if (!found) throw new Error("the page shows no confirmation view");
  const button =
    isValidElement<Record<string, unknown>>(found.confirm) && found.confirm.type === PostButton
      ? found.confirm.props
      : null;
  return { state: found.state, button };
}

const press = (token: unknown, userAgent = CHROME) =>
  confirmRoute.POST(
    request("/api/tester/confirm", {
      method: "POST",
      body: { token },
      headers: { "user-agent": userAgent },
      ip: "198.51.100.70",
    }),
  );

const counts = async () => ({
  confirmed: await db.tester.count({ where: { status: "confirmed" } }),
  members: await db.member.count(),
  welcomes: await db.emailOutbox.count({ where: { kind: "tester_welcome" } }),
  events: await db.analyticsEvent.count({ where: { name: "tester_confirmed" } }),
});

beforeAll(async () => {
  await resetDatabase();
  await updateProgramSettings({
    cap: 50,
    deadline: new Date(Date.now() + 30 * 86_400_000),
    liveCount: false,
  });
});

describe("the tester confirmation link's page (GET and HEAD render it)", () => {
  it("shows one Confirm button however often it is opened, and changes nothing", async () => {
    const token = await tokenFor("opened@example.com");
    const before = await counts();
    for (let i = 0; i < 3; i++) {
      const page = await openPage(token);
      expect(page.state).toEqual({ kind: "ready", slotsFree: 50 });
      expect(page.button).toMatchObject({
        url: "/api/tester/confirm",
        body: { token },
        label: "Confirm",
      });
    }
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ confirmed: 0, members: 0, welcomes: 0, events: 0 });
    // The call behind the button answers POST only: a GET or HEAD of it reaches no handler.
    expect(Object.keys(confirmRoute).filter((k) => /^(GET|HEAD)$/.test(k))).toEqual([]);
  });

  it("reads a lapsed request as expired without marking it", async () => {
    const token = await tokenFor("lapsed@example.com");
    await db.tester.updateMany({
      where: { email: "lapsed@example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await openPage(token)).state.kind).toBe("expired");
    expect((await openPage(token)).button).toBeNull();
    expect(
      await db.tester.findFirstOrThrow({
        where: { email: "lapsed@example.com" },
        select: { status: true },
      }),
    ).toEqual({ status: "reserved" });
  });
});

describe("POST /api/tester/confirm", () => {
  it("confirms the spot, queues the welcome e-mail, creates the member of the address and counts the funnel step once", async () => {
    const email = "Ada.Lovelace+tests@gmail.com";
    const token = await tokenFor(email);
    const before = await counts();
    const response = await press(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, slot: expect.any(Number) });
    expect(await counts()).toEqual({
      confirmed: before.confirmed + 1,
      members: before.members + 1,
      welcomes: before.welcomes + 1,
      events: before.events + 1,
    });
    // The member is the normalised address, created without a sign-in (no session, no sign-in time).
    expect(
      await db.member.findUniqueOrThrow({
        where: { emailKey: "adalovelace@gmail.com" },
        select: { email: true, lastSignInAt: true },
      }),
    ).toEqual({
      email,
      lastSignInAt: null,
    });
    expect(await db.memberSession.count()).toBe(0);
    expect((await openPage(token)).state.kind).toBe("confirmed");

    // A second press finds it confirmed: nothing more happens.
    expect((await press(token)).status).toBe(200);
    expect(await counts()).toEqual({
      confirmed: before.confirmed + 1,
      members: before.members + 1,
      welcomes: before.welcomes + 1,
      events: before.events + 1,
    });
  });

  it("finds the member an address already has, and counts no funnel step for a bot", async () => {
    const email = "member-already@example.com";
    await db.member.create({ data: { email, emailKey: email, lastSignInAt: new Date() } });
    const before = await counts();
    expect((await press(await tokenFor(email), BOT)).status).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      confirmed: before.confirmed + 1,
      welcomes: before.welcomes + 1,
    });
  });

  it("with every slot taken, offers the waitlist; the press proves the address, gives no slot and a place in line", async () => {
    const token = await tokenFor("too-late@example.com");
    await updateProgramSettings({ cap: await db.tester.count({ where: { holdsSlot: true } }) });
    const page = await openPage(token);
    expect(page).toMatchObject({ state: { kind: "full", waitlist: null }, button: { label: "Join the waitlist", url: "/api/tester/confirm" } });
    const before = await counts();
    const joined = () => db.analyticsEvent.count({ where: { name: "waitlist_joined" } });
    const response = await press(token);
    // The reply carries the place, and the funnel counts the join once.
    expect(await response.json()).toEqual({ success: true, slot: null, place: 1 });
    expect(await counts()).toEqual({ ...before, members: before.members + 1 });
    expect(await joined()).toBe(1);
    expect(await openPage(token)).toMatchObject({ state: { kind: "full", waitlist: { place: 1, status: "waiting" } }, button: null });
    // Pressed again: the same place, no second join counted.
    expect(await (await press(token)).json()).toEqual({ success: true, slot: null, place: 1 });
    expect(await joined()).toBe(1);
    // A member no longer waiting (invited) has no place to show.
    await db.waitlistEntry.updateMany({ data: { status: "invited" } });
    expect(await (await press(token)).json()).toEqual({ success: true, slot: null, place: null });
    expect(await joined()).toBe(1);
    await db.waitlistEntry.deleteMany();
    await updateProgramSettings({ cap: 50 });
  });

  it("refuses a link that cannot confirm, saying why, and changes nothing", async () => {
    const token = await tokenFor("refused@example.com");
    await db.tester.updateMany({
      where: { email: "refused@example.com" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const before = await counts();
    await expectError(await press(token), 409, "conflict");
    await expectError(
      await press(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`),
      400,
      "bad_request",
    );
    await expectError(await press(token.slice(0, 20)), 400, "bad_request");
    await expectError(await press(42), 422, "validation_failed");
    expect(await counts()).toEqual(before);
  });
});
