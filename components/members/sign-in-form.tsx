"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, Honeypot, invalidProps, postJson, SubmitWithStatus, useFillTimer } from "@/components/forms/form-kit";
import { Input } from "@/components/ui/input";
import { signInSchema, type SignInInput } from "@/lib/validation/member";

const EMPTY: SignInInput = { email: "", website: "" };
const FAILURE = "We could not send the link. Please try again.";

/** /account/sign-in's form: an address, and a link is e-mailed to it (POST /api/account/sign-in). */
export function SignInForm() {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = useState({ text: "", ok: false });

  const onValid = async (values: SignInInput) => {
    setStatus({ text: "", ok: false });
    const result = await postJson<{ message: string }>("/api/account/sign-in", { ...values, fillMs: guard.fillMs() });
    if (!result.ok) {
      setStatus({ text: result.message ?? FAILURE, ok: false });
      return;
    }
    setStatus({ text: result.data.message, ok: true });
    form.reset(EMPTY);
    guard.restart();
  };

  const error = errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="relative mt-6 space-y-4" aria-label="Sign-in form">
      <Field id="sign-in-email" label="E-mail" required error={error}>
        <Input id="sign-in-email" type="email" autoComplete="email" aria-required {...invalidProps("sign-in-email", error)} {...form.register("email")} />
      </Field>
      <Honeypot {...form.register("website")} />
      <SubmitWithStatus busy={isSubmitting} label="E-mail me a sign-in link" busyLabel="Sending..." status={status} testId="sign-in-status" />
    </form>
  );
}
