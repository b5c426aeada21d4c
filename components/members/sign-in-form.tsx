"use client";

import { EmailLinkForm } from "@/components/forms/email-link-form";

/** /account/sign-in's form: an address, and a link is e-mailed to it (POST /api/account/sign-in). */
export function SignInForm() {
  return (
    <EmailLinkForm
      url="/api/account/sign-in"
      id="sign-in-email"
      ariaLabel="Sign-in form"
      label="E-mail me a sign-in link"
      busyLabel="Sending..."
      failure="We could not send the link. Please try again."
      testId="sign-in-status"
    />
  );
}
