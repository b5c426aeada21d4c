"use client";

import { EmailLinkForm } from "@/components/forms/email-link-form";
import { keptRef } from "@/lib/waitlist/ref-store";

/**
 * "Join the waitlist" (POST /api/waitlist): an address, and the referral code this browser kept
 * from a `?ref=` link. The answer says to confirm by e-mail (or, signed in, shows the place).
 */
export function WaitlistJoinForm() {
  return (
    <EmailLinkForm
      url="/api/waitlist"
      id="waitlist-email"
      ariaLabel="Join the waitlist"
      label="Join the waitlist"
      busyLabel="Joining..."
      failure="We could not add you to the waitlist. Please try again."
      testId="waitlist-status"
      extra={() => {
        const ref = keptRef();
        return ref ? { ref } : {};
      }}
      className="relative mt-4 max-w-md space-y-3"
    />
  );
}
