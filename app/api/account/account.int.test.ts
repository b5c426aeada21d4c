import { beforeEach, describe, expect, it } from "vitest";
import { POST as changeEmail } from "@/app/api/account/change-email/route";
import { POST as erase } from "@/app/api/account/erase/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { POST as setPreferences } from "@/app/api/account/preferences/route";
import { createFeedback } from "@/lib/data/feedback";
import { getAccountOverview } from "@/lib/data/member-account";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";
import { memberCall as call, seedAda, signInMember } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";

beforeEach(resetDatabase);

describe("the member's own data", () => {
  it("every account call refuses anyone without a member session (401)", async () => {
    await expectError(await exportData(call("/api/account/export", undefined)), 401, "unauthorized");
    await expectError(await erase(call("/api/account/erase", undefined, { confirm: "erase" })), 401, "unauthorized");
    await expectError(await setPreferences(call("/api/account/preferences", undefined, { suggestionUpdates: false })), 401, "unauthorized");
    await expectError(await changeEmail(call("/api/account/change-email", undefined, { email: "x@example.com" })), 401, "unauthorized");
  });

  it("/account's overview lists what every spelling of the address sent, with statuses, answers and the tester slot", async () => {
    const ada = await seedAda();
    await createFeedback({ clarity: "Someone else", usage: "Daily", email: "grace@example.com" });
    const overview = await getAccountOverview("adalovelace@gmail.com");
    expect(overview.feedback).toEqual([expect.objectContaining({ id: ada.feedback.id, status: "resolved", response: "Thanks, fixed in 1.2", clarity: "Steps were clear" })]);
    expect(overview.suggestions.map((s) => s.name).sort()).toEqual(["Dark mode", "Offline mode"]);
    expect(overview.messages).toEqual([expect.objectContaining({ subject: "Hello" })]);
    expect(overview.tester).toMatchObject({ slot: 7, status: "confirmed", holdsSlot: true });
    expect(overview.preferences).toEqual({ suggestionUpdates: true });
    expect((await getAccountOverview("grace@example.com")).tester).toBeNull();
  });

  it("GET /api/account/export downloads every row of every spelling of the address, and nobody else's", async () => {
    const ada = await seedAda();
    await createFeedback({ clarity: "Someone else", usage: "Daily", email: "grace@example.com" });
    const cookie = await signInMember("adalovelace@gmail.com");
    const response = await exportData(call("/api/account/export", cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="stepwise-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.member).toMatchObject({ email: "adalovelace@gmail.com", suggestionUpdates: true });
    expect(data.feedback.map((f: { id: string }) => f.id)).toEqual([ada.feedback.id]);
    expect(data.feedback[0]).toMatchObject({ response: "Thanks, fixed in 1.2", status: "resolved" });
    expect(new Set(data.suggestions.map((s: { id: string }) => s.id))).toEqual(new Set([ada.suggestion.id, ada.onRoadmap.id]));
    expect(data.contactMessages.map((m: { id: string }) => m.id)).toEqual([ada.message.id]);
    expect(data.testerSlots).toHaveLength(1);
    expect(data.testerSlots[0].tokenNonce).toBeUndefined();
    expect(data.emails.map((e: { kind: string }) => e.kind).sort()).toEqual(["feedback_response", "member_sign_in"]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("grace@example.com");
    expect(JSON.stringify(data)).not.toMatch(/tokenHash/);
  });

  it("POST /api/account/preferences switches updates on suggestions; an unknown field is a 400, none at all a 422", async () => {
    const cookie = await signInMember("pref@example.com");
    const response = await setPreferences(call("/api/account/preferences", cookie, { suggestionUpdates: false }));
    expect(await response.json()).toMatchObject({ success: true, preferences: { suggestionUpdates: false } });
    expect((await db.member.findUniqueOrThrow({ where: { emailKey: "pref@example.com" } })).suggestionUpdates).toBe(false);
    await expectError(await setPreferences(call("/api/account/preferences", cookie, { newsletter: true })), 400, "bad_request");
    await expectError(await setPreferences(call("/api/account/preferences", cookie, {})), 422, "validation_failed");
  });
});
