import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContactMessage } from "@/lib/data/contact";
import { backfillEmailKeys } from "@/lib/data/email-keys";
import { createFeedback } from "@/lib/data/feedback";
import { createSuggestion } from "@/lib/data/suggestions";
import { db } from "@/lib/db";
import { normalizeEmail } from "@/lib/testers/email";
import { resetDatabase } from "@/tests/integration/helpers";
import { clearJobs, startJobs } from "@/tests/integration/jobs";

const ADDRESSES = ["Same.Person+news@GMail.com", "ada@Example.org", "x+tag@outlook.com", "Bob@example.com", "someone.else@googlemail.com"];

/** Rows as they were before the column: an address and no key (raw SQL, as an old database has them). */
async function insertUnkeyedRows() {
  for (const [i, email] of ADDRESSES.entries()) {
    await db.$executeRaw`INSERT INTO feedback (id, email, clarity, usage) VALUES (${`old-fb-${i}`}, ${email}, 'Clear', 'Daily')`;
    await db.$executeRaw`INSERT INTO feature_suggestions (id, name, description, email) VALUES (${`old-s-${i}`}, 'Dark mode', 'Please', ${email})`;
    await db.$executeRaw`INSERT INTO contact_messages (id, "firstName", "lastName", email, subject, message) VALUES (${`old-c-${i}`}, 'A', 'B', ${email}, 'Hi', 'Hello')`;
  }
  await db.$executeRaw`INSERT INTO feedback (id, clarity, usage) VALUES ('old-fb-anonymous', 'Clear', 'Daily')`;
  await db.$executeRaw`INSERT INTO feature_suggestions (id, name, description) VALUES ('old-s-anonymous', 'Export', 'CSV')`;
}

/** Every row's address and key, by table. */
async function keys() {
  const rows = await db.$queryRaw<{ t: string; email: string | null; emailKey: string | null }[]>`
    SELECT 'feedback' AS t, email, "emailKey" FROM feedback
    UNION ALL SELECT 'feature_suggestions', email, "emailKey" FROM feature_suggestions
    UNION ALL SELECT 'contact_messages', email, "emailKey" FROM contact_messages`;
  return rows;
}

beforeEach(async () => {
  await resetDatabase();
  await clearJobs();
});

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("emailKey on feedback, suggestions and contact messages", () => {
  it("is set on insert by the one normaliser, and null without an address", async () => {
    const feedback = await createFeedback({ clarity: "Clear", usage: "Daily", email: " Same.Person+x@GMail.com " });
    const anonymous = await createFeedback({ clarity: "Clear", usage: "Daily" });
    const suggestion = await createSuggestion({ name: "Dark mode", description: "Please", priority: "Nice to have", email: "Ada@Example.org" });
    const message = await createContactMessage({ firstName: "A", lastName: "B", email: "x+tag@outlook.com", subject: "Hi", message: "Hello" });
    expect((await db.feedback.findUniqueOrThrow({ where: { id: feedback.id } })).emailKey).toBe("sameperson@gmail.com");
    expect((await db.feedback.findUniqueOrThrow({ where: { id: anonymous.id } })).emailKey).toBeNull();
    expect((await db.featureSuggestion.findUniqueOrThrow({ where: { id: suggestion.id } })).emailKey).toBe("ada@example.org");
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).emailKey).toBe("x@outlook.com");
  });

  it("the backfill keys older rows in batches, leaves rows without an address alone, and a second run changes nothing", async () => {
    await insertUnkeyedRows();
    // Keyed meanwhile (an address change moved it): the backfill must not overwrite it.
    await db.$executeRaw`INSERT INTO feedback (id, email, "emailKey", clarity, usage) VALUES ('moved', 'old@example.com', 'new@example.com', 'Clear', 'Daily')`;

    expect(await backfillEmailKeys(2)).toEqual({ feedback: 5, feature_suggestions: 5, contact_messages: 5 });
    for (const row of await keys()) expect(row.emailKey).toBe(row.email === null ? null : row.email === "old@example.com" ? "new@example.com" : normalizeEmail(row.email));
    expect((await keys()).filter((row) => row.emailKey === "sameperson@gmail.com")).toHaveLength(3);

    const before = await keys();
    expect(await backfillEmailKeys(2)).toEqual({ feedback: 0, feature_suggestions: 0, contact_messages: 0 });
    expect(await keys()).toEqual(before);
  });

  it("runs as a job when the server's job queue starts", async () => {
    await insertUnkeyedRows();
    stops.push((await startJobs()).stop);
    await expect.poll(async () => (await keys()).filter((row) => row.email !== null && row.emailKey === null).length, { timeout: 20_000 }).toBe(0);
    expect(await db.feedback.findUniqueOrThrow({ where: { id: "old-fb-4" } })).toMatchObject({ emailKey: "someoneelse@gmail.com" });
  });
});
