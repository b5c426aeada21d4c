import { siteUrl } from "@/lib/env";

/** Secure cookies (and their __Secure- name) whenever the site is served over HTTPS. */
export const useSecureCookies = siteUrl.startsWith("https://");
export const SESSION_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.session-token`;
export const SESSION_MAX_AGE_S = 8 * 60 * 60;

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: useSecureCookies,
};
