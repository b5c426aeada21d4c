"use client";

import { useState } from "react";
import { EmailInput, Honeypot, postJson, ReplyLine, useFillTimer, useReply } from "@/components/forms/form-kit";
import { Button } from "@/components/ui/button";

const FAILURE = "We could not subscribe you. Please try again.";

/**
 * The newsletter's subscribe form, in the footer of every public page and after each article. The
 * page stays static and cookie-free: only the POST (/api/newsletter/subscribe) does anything.
 */
export function NewsletterSubscribeForm({ idPrefix = "footer" }: { idPrefix?: string }) {
  const guard = useFillTimer();
  const { reply, ref, show } = useReply();
  const [busy, setBusy] = useState(false);
  const id = `${idPrefix}-newsletter-email`;

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
    <form onSubmit={submit} className="relative grid gap-2" aria-label="Newsletter subscription" data-testid={`${idPrefix}-newsletter`}>
      <label htmlFor={id} className="text-sm font-semibold">
        Newsletter
      </label>
      <p className="text-muted-foreground text-sm">Product updates and new posts, now and then.</p>
      <div className="flex gap-2">
        <EmailInput id={id} name="email" required placeholder="you@example.com" className="min-w-0" />
        <Button type="submit" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <Honeypot name="website" />
      <ReplyLine reply={reply} replyRef={ref} testId={`${idPrefix}-newsletter-reply`} className="min-h-0" />
    </form>
  );
}
