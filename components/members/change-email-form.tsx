"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailInput, Field, invalidProps, postJson, SubmitWithStatus } from "@/components/forms/form-kit";
import { changeEmailSchema, type ChangeEmailInput } from "@/lib/validation/member";

const EMPTY: ChangeEmailInput = { email: "" };

/** /account's "Change address": a link goes to the new address; its page's button makes the change. */
export function ChangeEmailForm() {
  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = useState({ text: "", ok: false });

  const onValid = async (values: ChangeEmailInput) => {
    setStatus({ text: "", ok: false });
    const result = await postJson<{ message: string }>("/api/account/change-email", values);
    if (!result.ok) return setStatus({ text: result.message ?? "We could not send the link. Please try again.", ok: false });
    setStatus({ text: result.data.message, ok: true });
    form.reset(EMPTY);
  };

  const error = errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4" aria-label="Change address form">
      <Field id="new-email" label="New e-mail address" required error={error}>
        <EmailInput id="new-email" aria-required {...invalidProps("new-email", error)} {...form.register("email")} />
      </Field>
      <SubmitWithStatus busy={isSubmitting} label="Send a confirmation link" busyLabel="Sending..." status={status} testId="change-email-status" />
    </form>
  );
}
