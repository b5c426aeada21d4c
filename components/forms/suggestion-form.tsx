"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Field, fieldError, Honeypot, invalidProps, NOTIFY_NEEDS_EMAIL, NotifyCheckbox, postJson, ReplyLine, useFillTimer, useReply } from "@/components/forms/form-kit";
import { onSubmitFresh } from "@/components/forms/fresh-submit";
import { SimilarIdeas } from "@/components/ideas/similar-ideas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SUGGESTION_PRIORITIES } from "@/lib/config";
import { FEEDBACK_REQUIRED_MESSAGE, FEEDBACK_REQUIRED_TITLE } from "@/lib/validation/feedback";
import { EMAIL_MESSAGE } from "@/lib/validation/form-guard";
import { DEFAULT_SUGGESTION_PRIORITY, suggestionSchema, type SuggestionInput } from "@/lib/validation/suggestion";

const EMPTY: SuggestionInput = { name: "", description: "", useCase: "", priority: DEFAULT_SUGGESTION_PRIORITY, email: "", notify: false, website: "" };

/** The feature-suggestion form (spec sections 3, 5 and 8). */
export function SuggestionForm() {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(suggestionSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { reply, ref, show } = useReply();
  // What is being typed, for the similar ideas offered under it.
  const typed = useWatch({ control: form.control, name: ["name", "description"] });

  const onValid = async (values: SuggestionInput) => {
    if (values.notify && !values.email) {
      form.setError("email", { message: NOTIFY_NEEDS_EMAIL }, { shouldFocus: true });
      return;
    }
    const result = await postJson<{ message: string }>("/api/feature-suggestions", { ...values, fillMs: guard.fillMs() });
    if (!result.ok) {
      const failure = result.message ?? "Failed to submit suggestion. Please try again.";
      toast.error("Error", { description: failure });
      show(failure, false);
      return;
    }
    // The server's words: they say when the address must be confirmed before updates reach it.
    toast.success("Feature Suggestion Submitted!", { description: result.data.message });
    show(result.data.message, true);
    form.reset(EMPTY);
    guard.restart();
  };

  const onInvalid = (found: FieldErrors<SuggestionInput>) => {
    if (found.name || found.description) toast.error(FEEDBACK_REQUIRED_TITLE, { description: FEEDBACK_REQUIRED_MESSAGE });
    else if (found.email) toast.error("Invalid Email", { description: EMAIL_MESSAGE });
  };

  const text = (name: "name" | "description" | "useCase", label: string, required: boolean, multiline: boolean) => {
    const id = `suggestion-${name}`;
    const error = fieldError(id, errors[name]?.message, FEEDBACK_REQUIRED_MESSAGE);
    const Control = multiline ? Textarea : Input;
    return (
      <Field id={id} label={label} required={required} error={error.message}>
        <Control id={id} aria-required={required || undefined} {...error.input} {...form.register(name)} />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={onSubmitFresh(form.handleSubmit(onValid, onInvalid))} className="relative mt-6 space-y-4" aria-label="Feature suggestion form">
      {text("name", "Feature name", true, false)}
      {text("description", "Description", true, true)}
      <SimilarIdeas text={typed.join(" ")} />
      {text("useCase", "Use case", false, true)}
      <Field id="suggestion-priority" label="Priority" error={errors.priority?.message}>
        <select
          id="suggestion-priority"
          className="border-input bg-background dark:bg-input/30 h-9 w-full rounded-md border px-3 text-sm"
          {...form.register("priority")}
        >
          {SUGGESTION_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </Field>
      <Field id="suggestion-email" label="E-mail (optional)" error={errors.email?.message}>
        <Input id="suggestion-email" type="email" autoComplete="email" {...invalidProps("suggestion-email", errors.email?.message)} {...form.register("email")} />
      </Field>
      <NotifyCheckbox id="suggestion-notify" {...form.register("notify")} />
      <Honeypot {...form.register("website")} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit Suggestion"}
      </Button>
      <ReplyLine reply={reply} replyRef={ref} testId="suggestion-reply" />
    </form>
  );
}
