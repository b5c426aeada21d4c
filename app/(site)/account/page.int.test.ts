import { isValidElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";
import { signInMember } from "@/tests/integration/members";

// The page reads its request's cookies through next/headers, which needs a Next request: this
// test is that request.
const requestCookies = vi.hoisted(() => ({ header: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const pair = requestCookies.header.split("; ").find((c) => c.startsWith(`${name}=`));
      return pair === undefined ? undefined : { name, value: pair.slice(name.length + 1) };
    },
  }),
}));

/** The texts a rendered tree shows (its own elements only: server components inside are not run). */
function texts(node: ReactNode): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (isValidElement<{ children?: ReactNode }>(node)) return texts(node.props.children);
  return [];
}

async function openAccount(cookie: string) {
  requestCookies.header = cookie;
  const { default: AccountPage } = await import("@/app/(site)/account/page");
  return AccountPage();
}

/** Where a redirect() sends the visitor (Next throws it with the target in its digest). */
const redirectTarget = (error: unknown) => (error as { digest?: string }).digest?.split(";")[2];

beforeAll(resetDatabase);

describe("/account", () => {
  it("shows the signed-in member's address", async () => {
    const cookie = await signInMember("Page.Reader@example.com");
    expect(texts(await openAccount(cookie))).toContain("Page.Reader@example.com");
  });

  it("sends anyone without a live session to the sign-in page: no cookie, a forged one, a revoked one", async () => {
    const cookie = await signInMember("revoked@example.com");
    await db.memberSession.updateMany({ data: { revokedAt: new Date() }, where: { member: { emailKey: "revoked@example.com" } } });
    for (const header of ["", "stepwise-member=forged-token-forged-token-forged-token-forged", cookie]) {
      const error = await openAccount(header).then(() => null, (e: unknown) => e);
      expect(redirectTarget(error)).toBe("/account/sign-in");
    }
  });
});
