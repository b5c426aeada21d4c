import type { ComponentProps, ReactNode } from "react";

/** The id of a newsletter form's e-mail field. */
export const newsletterFieldId = (idPrefix: string) => `${idPrefix}-newsletter-email`;

type Props = ComponentProps<"form"> & { idPrefix: string; field: ReactNode; button: ReactNode };

/**
 * The newsletter form's markup around its field, button and reply line (`children`): one frame for
 * the live form and for its server HTML (components/members/newsletter-form.tsx), so the two cannot
 * drift apart and the switch between them moves nothing. No hooks: it renders on either side.
 */
export function NewsletterFrame({ idPrefix, field, button, children, ...form }: Props) {
  return (
    <form className="relative grid gap-2" aria-label="Newsletter subscription" data-testid={`${idPrefix}-newsletter`} {...form}>
      <label htmlFor={newsletterFieldId(idPrefix)} className="text-sm font-semibold">
        Newsletter
      </label>
      <p className="text-muted-foreground text-sm">Product updates and new posts, now and then.</p>
      <div className="flex gap-2">
        {field}
        {button}
      </div>
      {children}
    </form>
  );
}
