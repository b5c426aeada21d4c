import { beforeEach, describe, expect, it } from "vitest";
import { POST as changeEmail } from "@/app/api/account/change-email/route";
import { POST as confirmChange } from "@/app/api/account/change-email/confirm/route";
import { db } from "@/lib/db";
import { inspectEmailChange } from "@/lib/members/change-email";
import { getRequestMember } from "@/lib/members/session";
import { resetDatabase } from "@/tests/integration/helpers";
import { memberCall as call, changeLinkToken as changeToken, seedAda, signInMember } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

beforeEach(resetDatabase);

describe("changing the address", () => {
  it("takes effect only on the new address's button; the old address's rows follow", async () => {
    const ada = await seedAda();
    const cookie = await signInMember("adalovelace@gmail.com");
    const asked = await changeEmail(call("/api/account/change-email", cookie, { email: "Ada@Example.org" }));
    expect(asked.status).toBe(200);
    const token = await changeToken("Ada@Example.org");
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "member_email_change" } });
    expect(mail.text).not.toContain("adalovelace");

    // Opening the link reads only.
    expect(await inspectEmailChange(token)).toEqual({ kind: "ready", newEmail: "Ada@Example.org" });
    expect((await getRequestMember(call("/account", cookie)))?.email).toBe("adalovelace@gmail.com");

    const confirmed = await confirmChange(call("/api/account/change-email/confirm", undefined, { token }));
    expect(await confirmed.json()).toMatchObject({ success: true, email: "Ada@Example.org" });
    expect(await getRequestMember(call("/account", cookie))).toMatchObject({ email: "Ada@Example.org", emailKey: "ada@example.org" });
    expect(await db.feedback.findUniqueOrThrow({ where: { id: ada.feedback.id } })).toMatchObject({ emailKey: "ada@example.org", email: "Ada@Example.org" });
    expect(await db.featureSuggestion.count({ where: { emailKey: "ada@example.org" } })).toBe(2);
    expect(await db.contactMessage.count({ where: { emailKey: "ada@example.org" } })).toBe(1);
    expect(await db.tester.findUniqueOrThrow({ where: { id: "t-ada" } })).toMatchObject({ emailKey: "ada@example.org", slot: 7 });
    // The link works once.
    await expectError(await confirmChange(call("/api/account/change-email/confirm", undefined, { token })), 400, "bad_request");
  });

  it("refuses an address that is already a member's, or the member's own, with a clear 409", async () => {
    await signInMember("grace@example.com");
    const cookie = await signInMember("ada@example.com");
    const taken = await expectError(await changeEmail(call("/api/account/change-email", cookie, { email: "Grace@example.com" })), 409, "conflict");
    expect(taken.message).toMatch(/already has its own account/);
    expect((await expectError(await changeEmail(call("/api/account/change-email", cookie, { email: "ADA@example.com" })), 409, "conflict")).message).toMatch(/already your address/);
    expect(await db.emailOutbox.count({ where: { kind: "member_email_change" } })).toBe(0);

    // Taken between the request and the button: refused, nothing moves.
    await changeEmail(call("/api/account/change-email", cookie, { email: "late@example.com" }));
    const token = await changeToken("late@example.com");
    await signInMember("late@example.com");
    await expectError(await confirmChange(call("/api/account/change-email/confirm", undefined, { token })), 409, "conflict");
    expect((await getRequestMember(call("/account", cookie)))?.email).toBe("ada@example.com");
  });
});
