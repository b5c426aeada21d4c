/**
 * The colours templates draw the brand with: stand-ins that lib/email/brand.ts replaces in the
 * rendered HTML by the published primary colour and the text colour that reads on it. (E-mails are
 * rendered from server code, where React context is not available to thread them through.)
 */
export const EMAIL_PRIMARY = "#2563eb";
export const EMAIL_ON_PRIMARY = "#fffffe";
