"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useEffect } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Field, fieldError, HintedCheckbox, Honeypot, invalidProps, NOTIFY_NEEDS_EMAIL, NotifyCheckbox, postJson, ReplyLine, useFillTimer, useReply } from "@/components/forms/form-kit";
import { onSubmitFresh } from "@/components/forms/fresh-submit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { track } from "@/lib/analytics/track";
import { PRODUCT_UPDATES_LABEL } from "@/lib/newsletter/texts";
import type { TesterOutcome } from "@/lib/testers/service";
import { EMAIL_MESSAGE } from "@/lib/validation/form-guard";
import { FEEDBACK_REQUIRED_MESSAGE, FEEDBACK_REQUIRED_TITLE, feedbackSchema, type FeedbackInput } from "@/lib/validation/feedback";

const EMPTY: FeedbackInput = { clarity: "", confusion: "", improvements: "", usage: "", additional: "", email: "", notify: false, newsletter: false, website: "" };

const QUESTIONS = [
  { name: "clarity", label: "Is it clear what the app does and who it is for?", required: true },
  { name: "confusion", label: "Was anything confusing?" },
  { name: "improvements", label: "What would you improve?" },
  { name: "usage", label: "How would you use the app?", required: true },
  { name: "additional", label: "Anything else you would like to tell us?" },
] as const;

/** `tester`: what became of the tester slot; `notice` says it in words, and how "E-mail me" will reach the address. */
type Reply = { success: true; id: string; tester: TesterOutcome; notice: string; message: string };

/** The feedback form (spec sections 3, 5 and 8). */
export function FeedbackForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(feedbackSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // What the last submission did about the tester spot (else the server's thanks, or why it
  // failed); stays after the toast is gone.
  const { reply, ref, show } = useReply();
  // The form mounts when the visitor opens it: the funnel's second step.
  useEffect(() => track("feedback_open"), []);

  const onValid = async (values: FeedbackInput) => {
    if ((values.notify || values.newsletter) && !values.email) {
      form.setError("email", { message: NOTIFY_NEEDS_EMAIL }, { shouldFocus: true });
      return;
    }
    const result = await postJson<Reply>("/api/feedback", { ...values, fillMs: guard.fillMs() });
    if (!result.ok) {
      const failure = result.message ?? "Failed to submit feedback. Please try again.";
      toast.error("Error", { description: failure });
      show(failure, false);
      return;
    }
    toast.success("Feedback Submitted!", { description: result.data.message });
    show(result.data.notice || result.data.message, true);
    form.reset(EMPTY);
    guard.restart();
    onSubmitted?.();
  };

  const onInvalid = (found: FieldErrors<FeedbackInput>) => {
    if (found.clarity || found.usage) toast.error(FEEDBACK_REQUIRED_TITLE, { description: FEEDBACK_REQUIRED_MESSAGE });
    else if (found.email) toast.error("Invalid Email", { description: EMAIL_MESSAGE });
  };

  return (
    <form noValidate onSubmit={onSubmitFresh(form.handleSubmit(onValid, onInvalid))} className="relative mt-6 space-y-4" aria-label="Feedback form">
      {QUESTIONS.map((q) => {
        const id = `feedback-${q.name}`;
        const error = fieldError(id, errors[q.name]?.message, FEEDBACK_REQUIRED_MESSAGE);
        return (
          <Field key={q.name} id={id} label={q.label} required={"required" in q} error={error.message}>
            <Textarea id={id} rows={3} aria-required={"required" in q || undefined} {...error.input} {...form.register(q.name)} />
          </Field>
        );
      })}
      <Field id="feedback-email" label="E-mail (optional, to claim an early-tester spot)" error={errors.email?.message}>
        <Input id="feedback-email" type="email" autoComplete="email" {...invalidProps("feedback-email", errors.email?.message)} {...form.register("email")} />
      </Field>
      <NotifyCheckbox id="feedback-notify" {...form.register("notify")} />
      <HintedCheckbox id="feedback-newsletter" label={PRODUCT_UPDATES_LABEL} hint="New features and fixes, now and then, once you confirm your address. Unsubscribe at any time." {...form.register("newsletter")} />
      <Honeypot {...form.register("website")} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit Feedback"}
      </Button>
      <ReplyLine reply={reply} replyRef={ref} testId="tester-notice" className={reply.ok ? "bg-muted text-foreground rounded-lg border px-4 py-3 font-normal" : undefined} />
    </form>
  );
}
