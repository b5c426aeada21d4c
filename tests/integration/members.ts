import { POST as requestSignIn } from "@/app/api/account/sign-in/route";
import { POST as confirmSignIn } from "@/app/api/account/sign-in/confirm/route";
import { db } from "@/lib/db";
import { MEMBER_COOKIE } from "@/lib/members/session";
import { post } from "@/tests/integration/public-forms";

const LINK = /\/account\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/;

/** The tokens of the sign-in e-mails queued to this address, oldest first. */
export async function linkTokens(email: string): Promise<string[]> {
  const mails = await db.emailOutbox.findMany({ where: { kind: "member_sign_in", to: email }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return mails.map((mail) => LINK.exec(mail.text)![1]!);
}

/** The token of the newest sign-in e-mail queued to this address. */
export async function latestLinkToken(email: string): Promise<string> {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "member_sign_in", to: email }, orderBy: { createdAt: "desc" } });
  return LINK.exec(mail.text)![1]!;
}

/** Asks for a link as the form does; the token of the e-mail it queued. */
export async function requestLinkToken(email: string): Promise<string> {
  const response = await requestSignIn(post("/api/account/sign-in", { email }));
  if (response.status !== 200) throw new Error(`sign-in request answered ${response.status}`);
  return latestLinkToken(email);
}

/** Presses the link page's button. */
export const pressSignIn = (token: string) => confirmSignIn(post("/api/account/sign-in/confirm", { token }));

/** The member session cookie an answer sets, as a Cookie header ("" when it clears it, null when none). */
export function memberCookieOf(response: Response): string | null {
  const found = response.headers.getSetCookie().find((c) => c.startsWith(`${MEMBER_COOKIE}=`));
  if (found === undefined) return null;
  const value = found.split(";")[0]!.slice(MEMBER_COOKIE.length + 1);
  return value ? `${MEMBER_COOKIE}=${value}` : "";
}

/** Signs in by link from start to end; the member session's Cookie header. */
export async function signInMember(email: string): Promise<string> {
  const cookie = memberCookieOf(await pressSignIn(await requestLinkToken(email)));
  if (!cookie) throw new Error("the sign-in set no member cookie");
  return cookie;
}
