import { isValidElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import LeaderboardPage from "@/app/(site)/waitlist/leaderboard/page";
import { WaitlistAccountSection } from "@/components/waitlist/account-section";
import { db } from "@/lib/db";
import { saveWaitlistSettings } from "@/lib/data/waitlist";
import { publicLeaderboard } from "@/lib/waitlist/leaderboard";
import { resetDatabase } from "@/tests/integration/helpers";
import { joinAndConfirm } from "@/tests/integration/waitlist";

beforeAll(resetDatabase);

describe("the public leaderboard", () => {
  it("is a 404 while off; on, shows the top referrers as initials and counts, never an address", async () => {
    const ann = await joinAndConfirm("ann@bmail.com");
    const cy = await joinAndConfirm("cy@dmail.org");
    await joinAndConfirm("nobody@example.com");
    for (const who of ["f1", "f2"]) await joinAndConfirm(`${who}x@example.net`, { ref: cy.code });
    await joinAndConfirm("g@example.net", { ref: ann.code });
    await expect(LeaderboardPage()).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await publicLeaderboard()).toBeNull();

    await saveWaitlistSettings({ referralBoost: 5, leaderboard: true, inviteDays: 7 });
    const rows = await publicLeaderboard();
    expect(rows).toEqual([
      { initials: "CD", referrals: 2 },
      { initials: "AB", referrals: 1 },
    ]);
    expect(JSON.stringify(await LeaderboardPage())).not.toMatch(/@|bmail|dmail|ann|cy/);
  });
});

describe("/account's waitlist part", () => {
  it("shows the place of how many, referrals counted and awaiting review; nothing for a member not in line", async () => {
    await resetDatabase();
    await joinAndConfirm("first@example.com");
    const { code } = await joinAndConfirm("me@example.com");
    await joinAndConfirm("counted@example.org", { ref: code });
    await joinAndConfirm("flagged@mailinator.com", { ref: code });
    const me = await db.member.findFirstOrThrow({ where: { email: "me@example.com" } });
    const section = await WaitlistAccountSection({ memberId: me.id });
    const place = isValidElement<{ children: { props: { standing: unknown } } }>(section) ? section.props.children.props.standing : null;
    expect(place).toEqual({ status: "waiting", code, place: 1, waiting: 4, referrals: 1, flagged: 1 });
    const outsider = await db.member.create({ data: { email: "out@example.com", emailKey: "out@example.com" } });
    expect(await WaitlistAccountSection({ memberId: outsider.id })).toBeNull();
  });
});
