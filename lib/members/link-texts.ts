import { ApiError } from "@/lib/api/errors";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import type { LinkProblem } from "@/lib/members/sign-in";

/** Why a sign-in link does not work, in the words of its page and of the confirm call's 400. */
export const LINK_PROBLEM_TEXT: Record<LinkProblem, { title: string; body: string }> = {
  used: { title: "This link was already used", body: "Each sign-in link works once. Ask for a new one below." },
  expired: { title: "This link has expired", body: `Sign-in links work for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one below.` },
  unknown: { title: "This link is not valid", body: "We did not send this link, or it is more than a day old. Use the latest e-mail from us, or ask for a new link below." },
  malformed: { title: "This link is incomplete", body: "Part of the sign-in link is missing. Open it again from the e-mail, or copy the whole address into your browser, up to its last character." },
};

/** Why an address change link does not work, on its page and in the confirm call's 400. */
export const CHANGE_LINK_PROBLEM_TEXT: Record<LinkProblem, { title: string; body: string }> = {
  used: { title: "This link was already used", body: "Each link works once. Ask for a new one from your account page." },
  expired: { title: "This link has expired", body: `These links work for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one from your account page.` },
  unknown: { title: "This link is not valid", body: "We did not send this link. Use the latest e-mail from us, or ask for a new one from your account page." },
  malformed: { title: "This link is incomplete", body: "Part of the link is missing. Open it again from the e-mail, or copy the whole address into your browser." },
};

/** The 400 of a link's button (sign in, confirm) when the link cannot be used, in the page's words. */
export function linkProblemError(problem: LinkProblem): ApiError {
  const text = LINK_PROBLEM_TEXT[problem];
  return new ApiError("bad_request", `${text.title}. ${text.body}`, { token: text.title });
}
