"use client";

import { useState } from "react";
import { postJson } from "@/components/forms/form-kit";
import { Button } from "@/components/ui/button";

type Props = { url: string; body: unknown; label: string; busyLabel: string; then: string; variant?: "default" | "outline" };

/**
 * A button that POSTs one call and, once it succeeds, loads `then` in full (a new session or
 * none: every server component reads it afresh). The server's reason shows when it refuses.
 * The account pages' actions: "Sign in as …" on a link's page, "Sign out" on /account.
 */
export function PostButton({ url, body, label, busyLabel, then, variant = "default" }: Props) {
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "error"; message: string }>({ kind: "idle" });

  async function send() {
    setState({ kind: "sending" });
    const result = await postJson(url, body);
    if (result.ok) window.location.assign(then);
    else setState({ kind: "error", message: result.message ?? "Something went wrong. Please try again." });
  }

  return (
    <div className="space-y-3">
      {/* Long addresses wrap inside the button instead of overflowing a phone's width. */}
      <Button size="lg" variant={variant} onClick={send} disabled={state.kind === "sending"} className="h-auto min-h-10 max-w-full py-2 whitespace-normal wrap-anywhere">
        {state.kind === "sending" ? busyLabel : label}
      </Button>
      {state.kind === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
