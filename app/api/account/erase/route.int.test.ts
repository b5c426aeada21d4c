import { beforeEach, describe, expect, it } from "vitest";
import { POST as changeEmail } from "@/app/api/account/change-email/route";
import { POST as confirmChange } from "@/app/api/account/change-email/confirm/route";
import { POST as erase } from "@/app/api/account/erase/route";
import { createFeedback } from "@/lib/data/feedback";
import { trashOne } from "@/lib/data/trash";
import { db } from "@/lib/db";
import { getRequestMember } from "@/lib/members/session";
import { resetDatabase } from "@/tests/integration/helpers";
import { changeLinkToken, memberCall as call, seedAda, signInMember } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

beforeEach(resetDatabase);

describe("POST /api/account/erase", () => {
  it("needs the confirm step's word", async () => {
    const cookie = await signInMember("ada@example.com");
    expect((await expectError(await erase(call("/api/account/erase", cookie, {})), 422, "validation_failed")).fields).toEqual({ confirm: 'Type "erase" to confirm.' });
    await expectError(await erase(call("/api/account/erase", cookie, { confirm: "yes" })), 422, "validation_failed");
    await expectError(await erase(call("/api/account/erase", cookie, { confirm: "erase", all: true })), 400, "bad_request");
    expect(await db.member.count()).toBe(1);
  });

  it("erases every row of the address at once, frees the slot, ends every session and logs no address", async () => {
    const ada = await seedAda();
    const grace = await createFeedback({ clarity: "Someone else", usage: "Daily", email: "grace@example.com" });
    const cookie = await signInMember("adalovelace@gmail.com");
    const other = await signInMember("adalovelace@gmail.com");
    // A copy in the admin's trash, and an old log line that named the address.
    const trashed = await createFeedback({ clarity: "Trashed words", usage: "Daily", email: "ada.lovelace@gmail.com" });
    await trashOne("feedback", trashed.id);
    await db.activityLog.create({ data: { action: "tester_link_resent", detail: "Confirmation link sent again to Ada.Lovelace@gmail.com" } });

    const response = await erase(call("/api/account/erase", cookie, { confirm: "erase" }));
    expect(response.status).toBe(200);
    expect((await response.json()).erased).toMatchObject({ feedback: 1, suggestions: 2, anonymisedSuggestions: 1, contactMessages: 1, testerSlots: 1, trash: 1, member: 1 });

    expect(await db.feedback.findMany({ select: { id: true } })).toEqual([{ id: grace.id }]);
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.tester.count()).toBe(0);
    expect(await db.trashItem.count()).toBe(0);
    expect(await db.member.count()).toBe(0);
    expect(await db.memberSession.count()).toBe(0);
    expect(await db.memberSignInLink.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
    // The roadmap card stays, in the admin's words only.
    const kept = await db.featureSuggestion.findMany();
    expect(kept).toEqual([expect.objectContaining({ id: ada.onRoadmap.id, email: null, emailKey: null, name: "Works offline", description: "Use it without a network", useCase: "" })]);
    expect(await getRequestMember(call("/account", cookie))).toBeNull();
    expect(await getRequestMember(call("/account", other))).toBeNull();

    const log = await db.activityLog.findMany({ orderBy: { id: "asc" } });
    expect(log.map((entry) => entry.detail).join("\n")).not.toMatch(/lovelace/i);
    expect(log.at(-1)).toMatchObject({ action: "member_erased", adminId: null });
    expect(log.at(-1)!.detail).toMatch(/^A member erased their data: 1 feedback entry, 2 suggestions/);
    // Nothing went to the trash: the erasure is final.
    expect(await db.trashItem.count()).toBe(0);
  });

  it("after a change of address, also erases the e-mails sent to the old address", async () => {
    await seedAda();
    const cookie = await signInMember("Ada.Lovelace+web@gmail.com");
    await changeEmail(call("/api/account/change-email", cookie, { email: "ada@example.org" }));
    expect((await confirmChange(call("/api/account/change-email/confirm", undefined, { token: await changeLinkToken("ada@example.org") }))).status).toBe(200);
    // The sign-in e-mail went to the old address, as typed; it is not tied to any entry.
    expect(await db.emailOutbox.count({ where: { to: "Ada.Lovelace+web@gmail.com" } })).toBe(1);

    expect((await erase(call("/api/account/erase", cookie, { confirm: "erase" }))).status).toBe(200);
    expect(await db.emailOutbox.count()).toBe(0);
    expect(await db.member.count()).toBe(0);
    expect(await db.memberEmailChange.count()).toBe(0);
  });
});
