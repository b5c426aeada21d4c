import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { query } from "./db";
import { deliveriesTo } from "./resend";

/**
 * Waiting members straight into this worker's tables (joining is tested by its own spec), in this
 * order of joining, the line emptied first: rank = 2 * seq (no referrals). Returns the addresses.
 */
export async function seedWaitlist(emails: string[]) {
  await query(`DELETE FROM waitlist_entries`);
  for (const email of emails) {
    const [member] = await query<{ id: string }>(`INSERT INTO members (id, email, "emailKey") VALUES ($1, $2, $2) RETURNING id`, [randomUUID(), email]);
    await query(`INSERT INTO waitlist_entries ("memberId", rank, code) VALUES ($1, 0, $2)`, [member!.id, randomUUID()]);
    await query(`UPDATE waitlist_entries SET rank = 2 * seq WHERE "memberId" = $1`, [member!.id]);
  }
  return emails;
}

/** The invite link of the e-mail delivered to `to`, once the fake Resend API has it. */
export async function invitedLink(to: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await deliveriesTo(to)).find((d) => /Your invite to the .* early-tester programme/.test(d.body.subject));
      link = /https?:\/\/\S+\/invite\?code=[0-9A-Z-]+/.exec(mail?.body.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}
