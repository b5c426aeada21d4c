"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailInput, Field, Honeypot, invalidProps, postJson, SubmitWithStatus, useFillTimer } from "@/components/forms/form-kit";
import { voteByEmailSchema, type VoteByEmailInput } from "@/lib/validation/ideas";

const EMPTY: VoteByEmailInput = { email: "", website: "" };

/** Asked in place when a visitor who is not signed in votes: a sign-in link carries the vote. */
export function VoteByEmail({ ideaId }: { ideaId: string }) {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(voteByEmailSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = useState({ text: "", ok: false });
  const id = `vote-email-${ideaId}`;

  const onValid = async (values: VoteByEmailInput) => {
    const result = await postJson<{ message: string }>(`/api/ideas/${ideaId}/vote/by-email`, { ...values, fillMs: guard.fillMs() });
    setStatus(result.ok ? { text: result.data.message, ok: true } : { text: result.message ?? "We could not send the link. Please try again.", ok: false });
  };

  const error = errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="bg-muted/40 mt-3 space-y-3 rounded-lg border p-3" aria-label="Vote with your e-mail address">
      <p className="text-sm">Sign in to vote: we e-mail you a link, and your vote counts once you press its button.</p>
      <Field id={id} label="E-mail" required error={error}>
        <EmailInput id={id} aria-required {...invalidProps(id, error)} {...form.register("email")} />
      </Field>
      <Honeypot {...form.register("website")} />
      <SubmitWithStatus busy={isSubmitting} label="E-mail me the link" busyLabel="Sending..." status={status} testId={`vote-email-status-${ideaId}`} />
    </form>
  );
}
