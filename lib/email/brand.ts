import "server-only";
import { createElement, type ReactElement } from "react";
import { getSiteContent } from "@/lib/data/site";
import { DEFAULT_EMAIL_BRAND, EmailBrandContext, type EmailBrand } from "@/lib/email/templates/brand";
import { readableTextOn } from "@/lib/site/contrast";
import { text } from "@/lib/site/elements";

/** The published primary colour (the default for anything but #rrggbb) and black or white text for it. */
export async function emailBrand(): Promise<EmailBrand> {
  const primary = text(await getSiteContent(), "primary-color").toLowerCase();
  return /^#[0-9a-f]{6}$/.test(primary) ? { primary, onPrimary: readableTextOn(primary) } : DEFAULT_EMAIL_BRAND;
}

/** An e-mail's element inside the brand it is drawn with. */
export const branded = (element: ReactElement, brand: EmailBrand) => createElement(EmailBrandContext.Provider, { value: brand }, element);
