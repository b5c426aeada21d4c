"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { useEffect } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Field, fieldError, Honeypot, postJson, SubmitWithStatus, useFillTimer, useReply } from "@/components/forms/form-kit";
import { onSubmitFresh } from "@/components/forms/fresh-submit";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CONTACT_STATUS_TIMEOUT_MS } from "@/lib/config";
import { CONTACT_REQUIRED_MESSAGE, contactSchema, type ContactInput } from "@/lib/validation/contact";
import { EMAIL_MESSAGE } from "@/lib/validation/form-guard";

const EMPTY: ContactInput = { firstName: "", lastName: "", email: "", subject: "", message: "", recaptchaToken: "", website: "" };
const SUCCESS = "Message sent successfully! We will get back to you soon.";
const FAILURE = "Failed to send message. Please try again.";

const FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "E-mail", autoComplete: "email", type: "email" },
  { name: "subject", label: "Subject", autoComplete: "off" },
] as const;

/** The contact form (spec sections 3, 5 and 8); its status line clears after 5 s. */
export function ContactForm() {
  const guard = useFillTimer();
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { reply, ref, show, clear } = useReply();

  useEffect(() => {
    if (!reply.text) return;
    const timer = setTimeout(clear, CONTACT_STATUS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [reply, clear]);

  const onValid = async (values: ContactInput) => {
    clear();
    const result = await postJson("/api/contact", { ...values, fillMs: guard.fillMs() });
    if (!result.ok) {
      show(result.message ?? FAILURE, false);
      return;
    }
    show(SUCCESS, true);
    form.reset(EMPTY);
    guard.restart();
  };

  // One summary, the spec's toast; the blank fields are marked rather than each repeating it.
  const onInvalid = (found: FieldErrors<ContactInput>) => {
    const blank = Object.values(found).some((e) => e?.message === CONTACT_REQUIRED_MESSAGE);
    toast.error(blank ? CONTACT_REQUIRED_MESSAGE : EMAIL_MESSAGE);
  };

  const messageError = fieldError("contact-message", errors.message?.message, CONTACT_REQUIRED_MESSAGE);
  return (
    <form noValidate onSubmit={onSubmitFresh(form.handleSubmit(onValid, onInvalid))} className="relative mt-6 space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const id = `contact-${f.name}`;
          const error = fieldError(id, errors[f.name]?.message, CONTACT_REQUIRED_MESSAGE);
          return (
            <Field key={f.name} id={id} label={f.label} required error={error.message}>
              <Input
                id={id}
                type={"type" in f ? f.type : "text"}
                autoComplete={f.autoComplete}
                aria-required
                {...error.input}
                {...form.register(f.name)}
              />
            </Field>
          );
        })}
      </div>
      <Field id="contact-message" label="Message" required error={messageError.message}>
        <Textarea id="contact-message" rows={5} aria-required {...messageError.input} {...form.register("message")} />
      </Field>
      <Honeypot {...form.register("website")} />
      <SubmitWithStatus busy={isSubmitting} label="Send Message" busyLabel="Sending..." status={reply} replyRef={ref} testId="contact-status" />
    </form>
  );
}
