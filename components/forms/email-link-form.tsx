"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailInput, Field, Honeypot, invalidProps, postJson, SubmitWithStatus, useFillTimer } from "@/components/forms/form-kit";
import { signInSchema, type SignInInput } from "@/lib/validation/member";

const EMPTY: SignInInput = { email: "", website: "" };

type Props = {
  /** The call that e-mails the link; its answer's `message` is shown. */
  url: string;
  id: string;
  ariaLabel: string;
  label: string;
  busyLabel: string;
  failure: string;
  testId: string;
  /** More of the body, read at sending (the waitlist's kept referral code). */
  extra?: () => Record<string, unknown>;
  className?: string;
};

/** A form of one address whose call e-mails it a link (sign in, join the waitlist), with the forms' spam guards. */
export function EmailLinkForm({ url, id, ariaLabel, label, busyLabel, failure, testId, extra, className = "relative mt-6 space-y-4" }: Props) {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = useState({ text: "", ok: false });

  const onValid = async (values: SignInInput) => {
    setStatus({ text: "", ok: false });
    const result = await postJson<{ message: string }>(url, { ...values, ...extra?.(), fillMs: guard.fillMs() });
    if (!result.ok) {
      setStatus({ text: result.message ?? failure, ok: false });
      return;
    }
    setStatus({ text: result.data.message, ok: true });
    form.reset(EMPTY);
    guard.restart();
  };

  const error = errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className={className} aria-label={ariaLabel}>
      <Field id={id} label="E-mail" required error={error}>
        <EmailInput id={id} aria-required {...invalidProps(id, error)} {...form.register("email")} />
      </Field>
      <Honeypot {...form.register("website")} />
      <SubmitWithStatus busy={isSubmitting} label={label} busyLabel={busyLabel} status={status} testId={testId} />
    </form>
  );
}
