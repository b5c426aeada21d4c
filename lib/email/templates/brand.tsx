import { createContext, useContext } from "react";

/** The site's primary colour and the text colour that reads on it, for every e-mail's buttons and frame. */
export type EmailBrand = { primary: string; onPrimary: string };
export const DEFAULT_EMAIL_BRAND: EmailBrand = { primary: "#2563eb", onPrimary: "#ffffff" };

export const EmailBrandContext = createContext<EmailBrand>(DEFAULT_EMAIL_BRAND);
export const useEmailBrand = () => useContext(EmailBrandContext);
