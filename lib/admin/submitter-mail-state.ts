// Whether the site may e-mail a submitter about their entry, in words the response dialogs show
// and the handlers answer with. Shared by server and browser, so both say the same.

export type MailState = "no_address" | "unconfirmed" | "unsubscribed" | "updates_off" | "ok";

/** Why the "Notify the submitter" switch cannot send; empty for "ok". */
export const MAIL_STATE_REASONS: Record<MailState, string> = {
  no_address: "No e-mail address: changes are saved only.",
  unconfirmed: "This address is not confirmed: the site e-mails an address only once its owner has confirmed it, so changes are saved only.",
  unsubscribed: "This address unsubscribed from the site's e-mails: changes are saved only.",
  updates_off: "The submitter turned off updates on their suggestions: changes are saved only.",
  ok: "",
};

/** The line under the switch when it can send: whether the person asked to hear back. */
export function notifyHint(email: string, askedForUpdates: boolean): string {
  return askedForUpdates
    ? `${email} asked to be e-mailed about this. Nothing is sent unless the switch is on.`
    : `${email} did not ask to be e-mailed about this. Nothing is sent unless the switch is on.`;
}
