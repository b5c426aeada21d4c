"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "@/components/use-hydrated";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** How long the form has been open, for the server's minimum fill time (sent as `fillMs`). */
export function useFillTimer() {
  const [openedAt, setOpenedAt] = useState(() => performance.now());
  return { fillMs: () => Math.round(performance.now() - openedAt), restart: () => setOpenedAt(performance.now()) };
}

/**
 * An e-mail address field, read-only in the server's HTML until its form runs. Typed before, the
 * address could be lost (the waitlist's form in the landing page's HTML: when the programme state
 * arrived before its Suspense boundary had hydrated, React rendered the boundary afresh), and a
 * press of the button would send it in the page's URL (the browser's own GET).
 */
export function EmailInput(props: React.ComponentProps<typeof Input>) {
  const hydrated = useHydrated();
  return <Input type="email" autoComplete="email" readOnly={!hydrated} {...props} />;
}

/** The honeypot: invisible to people and skipped by keyboard, filled in only by bots. */
export function Honeypot(props: React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/** A labelled field with its validation message wired to aria-describedby. */
export function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type Reply = { text: string; ok: boolean };
const NO_REPLY: Reply = { text: "", ok: false };

/**
 * What the server answered a submission, for the form's reply line. The submit button is disabled
 * while the request runs, which drops keyboard focus to <body>: showing a reply moves focus to its
 * line (unless the visitor has gone elsewhere meanwhile), so the next Tab continues from the form.
 */
export function useReply() {
  const [reply, setReply] = useState<Reply>(NO_REPLY);
  const ref = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    const line = ref.current;
    if (!focusNext.current || !line || !reply.text) return;
    focusNext.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || line.closest("form")?.contains(active)) line.focus();
  }, [reply]);
  const show = useCallback((text: string, ok: boolean) => {
    focusNext.current = true;
    setReply({ text, ok });
  }, []);
  const clear = useCallback(() => setReply(NO_REPLY), []);
  return { reply, ref, show, clear };
}

/** A form's reply line: role="status", so a screen reader reads each new text; focusable by script only. */
export function ReplyLine({ reply, replyRef, testId, className }: { reply: Reply; replyRef?: React.Ref<HTMLParagraphElement>; testId: string; className?: string }) {
  return (
    <p ref={replyRef} tabIndex={-1} role="status" data-testid={testId} className={cn("min-h-6 text-sm font-medium wrap-anywhere outline-offset-4", reply.ok ? "text-success" : "text-destructive", className)}>
      {reply.text}
    </p>
  );
}

/** A form's submit button and its reply line. */
export function SubmitWithStatus({ busy, label, busyLabel, status, replyRef, testId }: { busy: boolean; label: string; busyLabel: string; status: Reply; replyRef?: React.Ref<HTMLParagraphElement>; testId: string }) {
  return (
    <>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <ReplyLine reply={status} replyRef={replyRef} testId={testId} />
    </>
  );
}


export const NOTIFY_LABEL = "E-mail me about this";
export const NOTIFY_NEEDS_EMAIL = "Enter your e-mail address so we can write to you.";

/** An optional box, unticked by default, with its label and a hint under it. */
export function HintedCheckbox({ id, label, hint, ...props }: React.ComponentProps<"input"> & { id: string; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="accent-primary mt-0.5 size-4 shrink-0" aria-describedby={`${id}-hint`} {...props} />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** "E-mail me about this": optional, unticked by default; needs the form's e-mail address. */
export function NotifyCheckbox(props: React.ComponentProps<"input"> & { id: string }) {
  return <HintedCheckbox label={NOTIFY_LABEL} hint="We'll write when its status changes or we answer it. Unsubscribe at any time." {...props} />;
}

/** Props that connect an input to its Field's error. */
export const invalidProps = (id: string, error?: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/**
 * A field's error when the form's summary (its toast: "Please fill in all required fields.") may
 * repeat it: the summary says it once, and the field is only marked invalid rather than repeating
 * it under every blank field.
 */
export function fieldError(id: string, error: string | undefined, summary: string) {
  if (error !== summary) return { message: error, input: invalidProps(id, error) };
  return { message: undefined, input: { "aria-invalid": true as const } };
}

export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

/**
 * POSTs JSON to one of the site's calls; any failure (network or non-2xx) comes back as ok: false,
 * with the server's reason (`error.message`: too fast, rate limited with the wait in words…) when it
 * gave one. A 500 or a network failure has no reason worth showing: the form shows the spec's text.
 */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) return { ok: false, status: response.status, message: await serverReason(response) };
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}

async function serverReason(response: Response): Promise<string | null> {
  if (response.status === 500) return null;
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}
