import { NewsletterFormIsland } from "@/components/members/newsletter-form-island";
import { NewsletterFrame, newsletterFieldId } from "@/components/members/newsletter-form-frame";
import { Input } from "@/components/ui/input";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * The newsletter's subscribe form, in the footer of every public page and after each article. Its
 * server HTML is the form at rest: the field read-only (typed before the form runs, an address
 * could be lost or sent in the page's URL by the browser's own GET) and a button that submits
 * nothing. The live form replaces it as it nears the viewport (NewsletterFormIsland).
 */
export function NewsletterForm({ idPrefix = "footer" }: { idPrefix?: string }) {
  return (
    <NewsletterFormIsland idPrefix={idPrefix}>
      <NewsletterFrame
        idPrefix={idPrefix}
        field={<Input id={newsletterFieldId(idPrefix)} type="email" autoComplete="email" name="email" readOnly placeholder="you@example.com" className="min-w-0" />}
        button={<PlainButton>Subscribe</PlainButton>}
      >
        <p className="min-h-0" />
      </NewsletterFrame>
    </NewsletterFormIsland>
  );
}
