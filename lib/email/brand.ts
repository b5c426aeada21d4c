import "server-only";
import { getSiteContent } from "@/lib/data/site";
import { EMAIL_ON_PRIMARY, EMAIL_PRIMARY } from "@/lib/email/templates/brand";
import { readableTextOn } from "@/lib/site/contrast";
import { text } from "@/lib/site/elements";

/** The site's primary colour and the text colour that reads on it. */
export type EmailBrand = { primary: string; onPrimary: string };

/** The published primary colour (the default for anything but #rrggbb) and black or white text for it. */
export async function emailBrand(): Promise<EmailBrand> {
  const primary = text(await getSiteContent(), "primary-color").toLowerCase();
  return /^#[0-9a-f]{6}$/.test(primary) ? { primary, onPrimary: readableTextOn(primary) } : { primary: EMAIL_PRIMARY, onPrimary: "#ffffff" };
}

const STAND_INS = new RegExp(`${EMAIL_PRIMARY}|${EMAIL_ON_PRIMARY}`, "gi");

/** The rendered HTML with the templates' stand-in colours replaced by the brand's. */
export const inBrand = (html: string, brand: EmailBrand) => html.replace(STAND_INS, (found) => (found.toLowerCase() === EMAIL_PRIMARY ? brand.primary : brand.onPrimary));
