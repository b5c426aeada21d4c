import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/export/[list]/route";
import { POST as resend } from "@/app/api/admin/testers/[id]/resend/route";
import { POST as revoke } from "@/app/api/admin/testers/[id]/revoke/route";
import { GET as list } from "@/app/api/admin/testers/route";
import { GET as revocations } from "@/app/api/admin/testers/revocations/route";
import { POST as lift } from "@/app/api/admin/testers/revocations/lift/route";
import { PATCH as settings } from "@/app/api/admin/testers/settings/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { getProgramState, updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { submitFeedback } from "@/lib/testers/service";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { confirmTester } from "@/tests/integration/testers";

// The cohort calls of /admin/testers.
let cookie = "";
const ids: Record<string, string> = {};

type Handler = (req: never, ctx: never) => Promise<Response>;
async function call(handler: Handler, path: string, options: { method?: string; body?: unknown; id?: string; anonymous?: boolean } = {}) {
  const req = request(path, { method: options.method, body: options.body, cookie: options.anonymous ? undefined : cookie });
  const response = await handler(req as never, params(options.id ? { id: options.id, list: "testers" } : { list: "testers" }) as never);
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("testers-Secret-1"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
  await updateProgramSettings({ cap: 5, deadline: new Date(Date.now() + 86_400_000) });
  for (const name of ["ann", "ben", "cat", "dan"]) {
    await submitFeedback({ clarity: "Clear", usage: "Weekly", email: `${name}@example.com` });
    ids[name] = (await db.tester.findFirstOrThrow({ where: { email: `${name}@example.com` } })).id;
  }
  // Ann and Ben confirm (slots 1 and 2); Cat and Dan have not yet.
  await confirmTester("ann@example.com");
  await confirmTester("ben@example.com");
});

describe("admin tester calls", () => {
  it("refuse anonymous callers", async () => {
    expect((await call(list, "/api/admin/testers", { anonymous: true })).status).toBe(401);
    expect((await call(revoke, "/api/admin/testers/x/revoke", { method: "POST", body: { reason: "x" }, id: ids.ann, anonymous: true })).status).toBe(401);
    expect((await call(exportCsv, "/api/admin/export/testers", { anonymous: true })).status).toBe(401);
  });

  it("list the cohort newest first, search by e-mail or slot, filter by status, with the programme's state", async () => {
    const all = (await call(list, "/api/admin/testers")).json();
    expect(all.items.map((t: { email: string }) => t.email)).toEqual(["dan@example.com", "cat@example.com", "ben@example.com", "ann@example.com"]);
    expect(all.items[0]).toMatchObject({ slot: null, status: "reserved", holdsSlot: false, confirmedAt: null });
    expect(all.items[2]).toMatchObject({ slot: 2, status: "confirmed", holdsSlot: true });
    expect(all.program).toMatchObject({ claimed: 2, cap: 5, open: true, confirmHours: 48 });
    expect((await call(list, "/api/admin/testers?q=BEN")).json().items).toHaveLength(1);
    expect((await call(list, "/api/admin/testers?q=%231")).json().items[0].email).toBe("ann@example.com");
    await db.tester.update({ where: { id: ids.cat }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = (await call(list, "/api/admin/testers?status=expired")).json();
    expect(expired.items.map((t: { email: string }) => t.email)).toEqual(["cat@example.com"]);
    expect(expired.items[0].holdsSlot).toBe(false);
    expect((await call(list, "/api/admin/testers?status=bogus")).json().total).toBe(4);
  });

  it("revoke only with a reason, recording who and why; the slot is freed only when asked", async () => {
    const missing = await call(revoke, "/x", { method: "POST", body: { reason: "  ", freeSlot: true }, id: ids.ann });
    expect(missing.status).toBe(422);
    expect(missing.json().error.fields.reason).toBe("A reason is required");
    const done = await call(revoke, "/x", { method: "POST", body: { reason: "Fake addresses" }, id: ids.ann });
    expect(done.status).toBe(200);
    expect(done.json()).toEqual({ success: true, slot: 1, freed: false });
    expect(await db.tester.findUniqueOrThrow({ where: { id: ids.ann } })).toMatchObject({ status: "revoked", revokedBy: "admin", revokeReason: "Fake addresses", holdsSlot: true });
    expect((await call(revoke, "/x", { method: "POST", body: { reason: "Again" }, id: ids.ann })).status).toBe(409);
    expect((await call(revoke, "/x", { method: "POST", body: { reason: "Gone" }, id: ids.cat })).status).toBe(409); // expired
    expect((await call(revoke, "/x", { method: "POST", body: { reason: "Who" }, id: "no-such-id" })).status).toBe(404);
    const activity = await db.activityLog.findFirstOrThrow({ where: { action: "tester_revoked" } });
    expect(activity.detail).toBe("Tester #1 revoked: Fake addresses");
  });

  it("resend a link only for a request within its time", async () => {
    const before = await db.tester.findUniqueOrThrow({ where: { id: ids.dan } });
    expect((await call(resend, "/x", { method: "POST", id: ids.dan })).status).toBe(200);
    const after = await db.tester.findUniqueOrThrow({ where: { id: ids.dan } });
    expect(after.tokenNonce).not.toBe(before.tokenNonce);
    expect(await db.emailOutbox.count({ where: { kind: "tester_confirmation", to: "dan@example.com" } })).toBe(2);
    expect((await call(resend, "/x", { method: "POST", id: ids.ben })).status).toBe(409); // confirmed
    const refused = await call(resend, "/x", { method: "POST", id: ids.cat });
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toMatch(/has expired/);
    expect((await call(resend, "/x", { method: "POST", id: "no-such-id" })).status).toBe(404);
  });

  it("list the revoked people and lift a revocation, once", async () => {
    const listed = (await call(revocations, "/api/admin/testers/revocations")).json();
    expect(listed.items).toEqual([expect.objectContaining({ emailKey: "ann@example.com", reason: "Fake addresses", revokedBy: "admin" })]);
    expect((await call(lift, "/x", { method: "POST", body: { emailKey: "ann@example.com", extra: 1 } })).status).toBe(400);
    expect((await call(lift, "/x", { method: "POST", body: { emailKey: "ann@example.com" }, anonymous: true })).status).toBe(401);
    expect((await call(lift, "/x", { method: "POST", body: { emailKey: "ann@example.com" } })).status).toBe(200);
    expect((await call(lift, "/x", { method: "POST", body: { emailKey: "ann@example.com" } })).status).toBe(404);
    expect((await call(revocations, "/api/admin/testers/revocations")).json().items).toEqual([]);
    expect((await db.activityLog.findFirstOrThrow({ where: { action: "tester_revocation_lifted" } })).detail).toBe("Revocation lifted: ann@example.com");
  });

  it("change the confirmation window within 1 to 720 hours", async () => {
    expect((await call(settings, "/x", { method: "PATCH", body: { confirmHours: 0 } })).status).toBe(422);
    expect((await call(settings, "/x", { method: "PATCH", body: { confirmHours: 721 } })).status).toBe(422);
    expect((await call(settings, "/x", { method: "PATCH", body: { confirmHours: "24" } })).status).toBe(422);
    expect((await call(settings, "/x", { method: "PATCH", body: { confirmHours: 24 } })).status).toBe(200);
    expect((await getProgramState()).confirmHours).toBe(24);
  });

  it("export the cohort as CSV with the list's filters", async () => {
    const csv = await call(exportCsv, "/api/admin/export/testers?status=revoked");
    expect(csv.status).toBe(200);
    const lines = csv.text.trimEnd().split("\n");
    expect(lines[0]).toBe("slot,email,status,reservedAt,expiresAt,confirmedAt,revokedAt,revokedBy,revokeReason,holdsSlot,feedbackId");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,"ann@example\.com",revoked,\d{4}-\d\d-\d\dT[\d:.]+Z,[^,]+,[^,]+,[^,]+,"admin","Fake addresses",true,\w+$/);
  });
});
