import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/account/sign-in/route";
import { SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR } from "@/lib/config";
import { db } from "@/lib/db";
import { memberTokenHash } from "@/lib/members/token";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { latestLinkToken, signInMember } from "@/tests/integration/members";
import { expectError, post } from "@/tests/integration/public-forms";

const ask = (body: unknown, ip?: string) => POST(post("/api/account/sign-in", body, ip));
const mails = (to: string) => db.emailOutbox.findMany({ where: { kind: "member_sign_in", to } });

beforeAll(resetDatabase);

describe("POST /api/account/sign-in", () => {
  it("queues one e-mail with a single-use link, stored only as its hash, and creates no member", async () => {
    const response = await ask({ email: "  new.person@example.com " });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    const [mail, ...more] = await mails("new.person@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Your StepWise sign-in link");
    const token = await latestLinkToken("new.person@example.com");
    const [link] = await db.memberSignInLink.findMany();
    expect(link).toMatchObject({ email: "new.person@example.com", emailKey: "new.person@example.com", usedAt: null, tokenHash: memberTokenHash(token) });
    const minutes = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
    expect(JSON.stringify(await db.memberSignInLink.findMany())).not.toContain(token);
    expect(await db.member.count()).toBe(0);
  });

  it("e-mails nothing the requester typed: not even the address, only our words and the link", async () => {
    const address = "visit.evil-site.example.now@example.com";
    await ask({ email: address });
    const [mail] = await mails(address);
    const body = mail!.text.split("\n--\n")[0]!;
    expect(body).not.toContain("visit.evil");
    expect(mail!.html).not.toContain("visit.evil");
    expect(body).toMatch(/\/account\/sign-in\/confirm\?token=/);
  });

  it("answers a member's address exactly as an unknown one", async () => {
    await signInMember("known@example.com");
    const known = await (await ask({ email: "known@example.com" })).json();
    const unknown = await (await ask({ email: "stranger@example.com" })).json();
    expect(JSON.stringify(known).replace("known@example.com", "X")).toBe(JSON.stringify(unknown).replace("stranger@example.com", "X"));
  });

  it(`sends one address at most ${SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR} links an hour, however it is spelled and whoever asks, and says the same each time`, async () => {
    const spellings = ["Victim.Person@gmail.com", "victimperson+a@gmail.com", "VICTIMPERSON@googlemail.com", "v.i.c.t.i.m.person@gmail.com", "victimperson@gmail.com", "victim.person+z@gmail.com"];
    const bodies = new Set<string>();
    for (const email of spellings) {
      const response = await ask({ email });
      expect(response.status).toBe(200);
      bodies.add(JSON.stringify(await response.json()).replace(email, "X"));
    }
    expect(bodies.size).toBe(1);
    expect(await db.emailOutbox.count({ where: { kind: "member_sign_in", to: { in: spellings } } })).toBe(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
    expect(await db.memberSignInLink.count({ where: { emailKey: "victimperson@gmail.com" } })).toBe(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
  });

  it("limits one client address with a 429 and its wait", async () => {
    const ip = "198.51.100.200";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await ask({ email: `many-${i}@example.com` }, ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = await ask({ email: "one-more@example.com" }, ip);
    await expectError(refused, 429, "rate_limited");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 400 naming unknown fields, and sends nothing", async () => {
    const error = await expectError(await ask({ email: "extra@example.com", name: "Ada", admin: true }), 400, "bad_request");
    expect(error.fields).toEqual({ name: "Unknown field", admin: "Unknown field" });
    expect(error.message).toBe("Unknown fields: name, admin");
    expect(await mails("extra@example.com")).toEqual([]);
  });

  it.each([
    [{}, "Invalid input: expected string, received undefined"],
    [{ email: "" }, "Please enter your e-mail address."],
    [{ email: "not-an-address" }, "Please enter a valid email address."],
    [{ email: `${"a".repeat(250)}@example.com` }, "Must be at most 254 characters"],
    [{ email: 42 }, expect.any(String)],
  ])("answers 422 naming the address for %j", async (body, message) => {
    const error = await expectError(await ask(body), 422, "validation_failed");
    expect(error.fields?.email).toEqual(message);
  });

  it("refuses a filled honeypot, a form sent too fast, a cross-site post and a form body", async () => {
    await expectError(await ask({ email: "bot@example.com", website: "x" }), 422, "validation_failed");
    await expectError(await ask({ email: "bot@example.com", fillMs: 100 }), 422, "validation_failed");
    await expectError(await POST(request("/api/account/sign-in", { method: "POST", body: { email: "bot@example.com" }, headers: { origin: "https://evil.example" } })), 403, "forbidden");
    const form = request("/api/account/sign-in", { method: "POST", rawBody: "email=bot%40example.com", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await expectError(await POST(form), 415, "unsupported_media_type");
    expect(await mails("bot@example.com")).toEqual([]);
  });
});
