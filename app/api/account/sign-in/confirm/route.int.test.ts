import { isValidElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import ConfirmSignInPage from "@/app/(site)/account/sign-in/confirm/page";
import * as confirmRoute from "@/app/api/account/sign-in/confirm/route";
import { PostButton } from "@/components/members/post-button";
import { db } from "@/lib/db";
import { getRequestMember, MEMBER_COOKIE } from "@/lib/members/session";
import { memberTokenHash, newMemberToken } from "@/lib/members/token";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { linkTokens, memberCookieOf, pressSignIn, requestLinkToken } from "@/tests/integration/members";
import { expectError, post } from "@/tests/integration/public-forms";

/** Every element of a rendered tree, depth first (server components are not run: only what the page itself returns). */
function* elements(node: ReactNode): Generator<{ type: unknown; props: Record<string, unknown> }> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement<Record<string, unknown>>(node)) {
    yield node;
    yield* elements(node.props.children as ReactNode);
  }
}

/** What the link's page shows: the button's label, or the problem's state. */
async function openPage(token: string) {
  const tree = await ConfirmSignInPage({ searchParams: Promise.resolve({ token }) });
  for (const el of elements(tree)) {
    if (el.type === PostButton) return { button: el.props.label as string };
    if (typeof el.props["data-state"] === "string") return { problem: el.props["data-state"] };
  }
  throw new Error("the page shows neither a button nor a problem");
}

const counts = async () => ({
  members: await db.member.count(),
  sessions: await db.memberSession.count(),
  used: await db.memberSignInLink.count({ where: { usedAt: { not: null } } }),
});

beforeAll(resetDatabase);

describe("the sign-in link's page (GET and HEAD render it)", () => {
  it("shows one button naming the address, however often it is opened, and changes nothing", async () => {
    const token = await requestLinkToken("opened@example.com");
    const before = await counts();
    for (let i = 0; i < 3; i++) expect(await openPage(token)).toEqual({ button: "Sign in as opened@example.com" });
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ members: 0, sessions: 0, used: 0 });
    // The call behind the button answers POST only: a GET or HEAD of it reaches no handler.
    expect(Object.keys(confirmRoute).filter((k) => /^(GET|HEAD)$/.test(k))).toEqual([]);
    expect((await pressSignIn(token)).status).toBe(200);
  });

  it("names each problem: used, expired, unknown, incomplete", async () => {
    const used = await requestLinkToken("page-used@example.com");
    await pressSignIn(used);
    expect(await openPage(used)).toEqual({ problem: "used" });
    const expired = await requestLinkToken("page-expired@example.com");
    await db.memberSignInLink.updateMany({ where: { tokenHash: memberTokenHash(expired)! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await openPage(expired)).toEqual({ problem: "expired" });
    expect(await openPage(newMemberToken().token)).toEqual({ problem: "unknown" });
    expect(await openPage(expired.slice(0, -3))).toEqual({ problem: "malformed" });
    expect(await openPage("")).toEqual({ problem: "malformed" });
  });
});

describe("ended links", () => {
  it("still say \"used\" after the address asks for a new link, and are deleted a day after they ended", async () => {
    const used = await requestLinkToken("keeps@example.com");
    await pressSignIn(used);
    await requestLinkToken("keeps@example.com");
    expect(await openPage(used)).toEqual({ problem: "used" });
    await db.memberSignInLink.updateMany({ where: { tokenHash: memberTokenHash(used)! }, data: { expiresAt: new Date(Date.now() - 25 * 3600_000) } });
    await requestLinkToken("keeps@example.com");
    expect(await openPage(used)).toEqual({ problem: "unknown" });
    expect(await db.memberSignInLink.count({ where: { emailKey: "keeps@example.com" } })).toBe(2);
  });
});

describe("POST /api/account/sign-in/confirm", () => {
  it("signs in: creates the member on the first use, starts a session, sets one HttpOnly SameSite=Lax cookie", async () => {
    const token = await requestLinkToken("Ada.Lovelace+news@gmail.com");
    const response = await pressSignIn(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, email: "Ada.Lovelace+news@gmail.com" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [setCookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=lax/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    const member = await db.member.findUniqueOrThrow({ where: { emailKey: "adalovelace@gmail.com" } });
    expect(member.email).toBe("Ada.Lovelace+news@gmail.com");
    const cookie = memberCookieOf(response)!;
    const value = cookie.slice(MEMBER_COOKIE.length + 1);
    const [session] = await db.memberSession.findMany({ where: { memberId: member.id } });
    expect(session!.tokenHash).toBe(memberTokenHash(value));
    expect(JSON.stringify(await db.memberSession.findMany())).not.toContain(value);
    expect(await getRequestMember(request("/account", { cookie }))).toMatchObject({ id: member.id, email: member.email });
  });

  it("works once: a second press, and the address's other links, are refused", async () => {
    const older = await requestLinkToken("once@example.com");
    const token = await requestLinkToken("once@example.com");
    expect((await pressSignIn(token)).status).toBe(200);
    const again = await expectError(await pressSignIn(token), 400, "bad_request");
    expect(again.message).toMatch(/already used/);
    expect(again.fields).toEqual({ token: "This link was already used" });
    await expectError(await pressSignIn(older), 400, "bad_request");
    expect(await db.memberSession.count({ where: { member: { emailKey: "once@example.com" } } })).toBe(1);
  });

  it("of two presses at once, exactly one signs in", async () => {
    const token = await requestLinkToken("race@example.com");
    const statuses = (await Promise.all([pressSignIn(token), pressSignIn(token), pressSignIn(token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    expect(await db.memberSession.count({ where: { member: { emailKey: "race@example.com" } } })).toBe(1);
  });

  it("of two links of one address pressed at once, exactly one signs in, and neither fails", async () => {
    for (let round = 0; round < 5; round++) {
      const email = `two-links-${round}@example.com`;
      await requestLinkToken(email);
      await requestLinkToken(email);
      const [first, second, ...more] = await linkTokens(email);
      expect(more).toEqual([]);
      expect(first).not.toBe(second);
      const statuses = (await Promise.all([pressSignIn(first!), pressSignIn(second!)])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400]);
      expect(await db.memberSession.count({ where: { member: { emailKey: email } } })).toBe(1);
    }
  });

  it("keeps one member per mailbox: a later sign-in with another spelling is the same member, with a second session", async () => {
    await pressSignIn(await requestLinkToken("Grace.Hopper@gmail.com"));
    await pressSignIn(await requestLinkToken("gracehopper+x@googlemail.com"));
    const members = await db.member.findMany({ where: { emailKey: "gracehopper@gmail.com" }, include: { sessions: true } });
    expect(members).toHaveLength(1);
    expect(members[0]!.email).toBe("Grace.Hopper@gmail.com");
    expect(members[0]!.sessions).toHaveLength(2);
  });

  it("refuses an expired link, an unknown one and a cut one, and creates nothing", async () => {
    const token = await requestLinkToken("late@example.com");
    await db.memberSignInLink.updateMany({ where: { tokenHash: memberTokenHash(token)! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await counts();
    expect((await expectError(await pressSignIn(token), 400, "bad_request")).message).toMatch(/expired/);
    expect((await expectError(await pressSignIn(newMemberToken().token), 400, "bad_request")).message).toMatch(/not valid/);
    expect((await expectError(await pressSignIn(token.slice(0, 40)), 400, "bad_request")).message).toMatch(/incomplete/);
    expect(await counts()).toEqual(before);
  });

  it("answers 400 naming unknown fields, 403 cross-site, and uses nothing up", async () => {
    const token = await requestLinkToken("careful@example.com");
    const error = await expectError(await confirmRoute.POST(post("/api/account/sign-in/confirm", { token, remember: true })), 400, "bad_request");
    expect(error.fields).toEqual({ remember: "Unknown field" });
    const crossSite = request("/api/account/sign-in/confirm", { method: "POST", body: { token }, headers: { origin: "https://evil.example" } });
    await expectError(await confirmRoute.POST(crossSite), 403, "forbidden");
    expect((await pressSignIn(token)).status).toBe(200);
  });
});
