import { beforeAll, describe, expect, it } from "vitest";
import { updateProgramSettings } from "@/lib/data/program";
import { restoreTrash, trashOne } from "@/lib/data/trash";
import { entryStanding } from "@/lib/data/waitlist";
import { db } from "@/lib/db";
import { submitFeedback } from "@/lib/testers/service";
import { resetDatabase } from "@/tests/integration/helpers";
import { confirmTester } from "@/tests/integration/testers";
import { joinAndConfirm } from "@/tests/integration/waitlist";

const feedback = (email: string) => ({ clarity: "Clear", usage: "Weekly", email });
const standingOf = async (email: string) => entryStanding((await db.member.findFirstOrThrow({ where: { email } })).id);

beforeAll(resetDatabase);

describe("the waitlist and the tester slots", () => {
  it("a confirmed tester restored after their slot went to someone else goes to the head of the line, ahead of referrers too", async () => {
    await updateProgramSettings({ cap: 1, deadline: new Date(Date.now() + 86_400_000) });
    await submitFeedback(feedback("deleted@example.com"));
    await confirmTester("deleted@example.com");
    const { feedbackId } = await db.tester.findFirstOrThrow({ where: { email: "deleted@example.com" } });
    const batch = await trashOne("feedback", feedbackId!);
    await submitFeedback(feedback("newcomer@example.com"));
    expect(await confirmTester("newcomer@example.com")).toEqual({ kind: "confirmed", slot: 1 });
    const { code } = await joinAndConfirm("waiting@example.com");
    await joinAndConfirm("friend@example.org", { ref: code });
    expect(await standingOf("waiting@example.com")).toMatchObject({ place: 1 });

    await restoreTrash(batch!);
    expect(await standingOf("deleted@example.com")).toMatchObject({ status: "waiting", place: 1, waiting: 3 });
    expect(await standingOf("waiting@example.com")).toMatchObject({ place: 2 });
  });

  it("a member in line who takes a tester slot leaves the line", async () => {
    await updateProgramSettings({ cap: 5 });
    await joinAndConfirm("both@example.com");
    await submitFeedback(feedback("both@example.com"));
    expect(await confirmTester("both@example.com")).toMatchObject({ kind: "confirmed" });
    expect(await standingOf("both@example.com")).toMatchObject({ status: "tester", place: null });
  });
});
