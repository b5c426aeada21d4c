/** The subscribe form's reply, the same for a member, a stranger and a limited address: a form never tells which. */
export const SUBSCRIBE_REPLY = "Thanks! Check your inbox: unless your address is already confirmed, we are e-mailing you a link to confirm it.";

export const NEWSLETTER_LINK_INVALID = "This unsubscribe link is not valid. Sign in and change your topics on your account page.";

/** The feedback form's "Send me product updates" box: its label, and what the reply adds when it was ticked. */
export const PRODUCT_UPDATES_LABEL = "Send me product updates";
export const PRODUCT_UPDATES_NOTES = {
  tester: "Confirming your tester spot also subscribes you to product updates.",
  // The same for every address, as the footer form's reply: a form never tells whose it is.
  link: "For product updates, check your inbox: we are e-mailing you a link to confirm your subscription.",
} as const;
