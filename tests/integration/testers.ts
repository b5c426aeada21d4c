import { db } from "@/lib/db";
import { confirmTesterLink } from "@/lib/testers/service";

/** The token of the latest tester confirmation e-mail to `to` (what the person clicks). */
export async function testerToken(to: string) {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "tester_confirmation", to }, orderBy: { createdAt: "desc" } });
  return /\/tester\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

/** Presses the button of the latest confirmation link e-mailed to `to`. */
export async function confirmTester(to: string) {
  return confirmTesterLink(await testerToken(to));
}
