/** The subscribe form's reply, the same for a member, a stranger and a limited address: a form never tells which. */
export const SUBSCRIBE_REPLY = "Thanks! Check your inbox: unless your address is already confirmed, we are e-mailing you a link to confirm it.";

export const NEWSLETTER_LINK_INVALID = "This unsubscribe link is not valid. Sign in and change your topics on your account page.";
