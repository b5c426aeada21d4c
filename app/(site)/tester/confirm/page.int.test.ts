import { beforeAll, describe, expect, it, vi } from "vitest";
import { updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { submitFeedback } from "@/lib/testers/service";
import { resetDatabase } from "@/tests/integration/helpers";

// The page reads its request's headers (the visitor) through next/headers, which needs a Next
// request: this test is that request.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }));

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function tokenFor(email: string) {
  await submitFeedback({ clarity: "Clear", usage: "Weekly", email });
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "tester_confirmation", to: email } });
  return /\/tester\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

async function open(token: string, userAgent: string) {
  requestHeaders.current = new Headers({ "user-agent": userAgent, "x-forwarded-for": "198.51.100.70" });
  const { default: TesterConfirmPage } = await import("@/app/(site)/tester/confirm/page");
  await TesterConfirmPage({ searchParams: Promise.resolve({ token }) });
}
const confirmedEvents = () => db.analyticsEvent.count({ where: { name: "tester_confirmed" } });

beforeAll(async () => {
  await resetDatabase();
  await updateProgramSettings({ cap: 50, deadline: new Date(Date.now() + 30 * 86_400_000), liveCount: false });
});

describe("/tester/confirm records the funnel's last step itself", () => {
  it("once per confirmed slot, for a browser; never when the link was used already; never for a bot", async () => {
    const token = await tokenFor("ada@example.com");
    await open(token, CHROME);
    expect(await confirmedEvents()).toBe(1);
    await open(token, CHROME); // already confirmed
    expect(await confirmedEvents()).toBe(1);
    await open(await tokenFor("bot-opened@example.com"), BOT);
    expect(await db.tester.count({ where: { status: "confirmed" } })).toBe(2);
    expect(await confirmedEvents()).toBe(1);
  });
});
