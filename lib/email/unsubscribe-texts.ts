// The unsubscribe flow's messages, shared by the page and the call.
export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is not valid. Please use the link from your most recent e-mail.";
export const UNSUBSCRIBED_MESSAGE = "You are unsubscribed. We will not send you any more e-mails.";
