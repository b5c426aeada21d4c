"use client";

import { useState } from "react";
import { EmailInput, Honeypot, postJson, ReplyLine, useFillTimer, useReply } from "@/components/forms/form-kit";
import { NewsletterFrame, newsletterFieldId } from "@/components/members/newsletter-form-frame";
import { Button } from "@/components/ui/button";

const FAILURE = "We could not subscribe you. Please try again.";

/**
 * The newsletter's subscribe form, live: loaded by NewsletterForm's island when it nears the
 * viewport. The page stays static and cookie-free: only the POST (/api/newsletter/subscribe) does
 * anything.
 */
export function NewsletterSubscribeForm({ idPrefix }: { idPrefix: string }) {
  const guard = useFillTimer();
  const { reply, ref, show } = useReply();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await postJson<{ message: string }>("/api/newsletter/subscribe", { email: String(data.get("email") ?? ""), website: String(data.get("website") ?? ""), fillMs: guard.fillMs() });
    setBusy(false);
    if (result.ok) {
      form.reset();
      guard.restart();
    }
    show(result.ok ? result.data.message : (result.message ?? FAILURE), result.ok);
  }

  return (
    <NewsletterFrame
      idPrefix={idPrefix}
      onSubmit={submit}
      field={<EmailInput id={newsletterFieldId(idPrefix)} name="email" required placeholder="you@example.com" className="min-w-0" />}
      button={
        <Button type="submit" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      }
    >
      <Honeypot name="website" />
      <ReplyLine reply={reply} replyRef={ref} testId={`${idPrefix}-newsletter-reply`} className="min-h-0" />
    </NewsletterFrame>
  );
}
