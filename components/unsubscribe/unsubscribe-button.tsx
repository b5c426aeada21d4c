"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** Confirms the unsubscribe: POSTs to the one-click call the e-mail's header names. */
export function UnsubscribeButton({ token, url = "/api/unsubscribe", label = "Unsubscribe", variant = "default" }: { token: string; url?: string; label?: string; variant?: "default" | "outline" }) {
  const [state, setState] = useState<State>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "sending" });
    try {
      const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      const body = (await response.json().catch(() => null)) as { message?: string; error?: { message?: string } } | null;
      if (response.ok) setState({ kind: "done", message: body?.message ?? "You are unsubscribed." });
      else setState({ kind: "error", message: body?.error?.message ?? "Something went wrong. Please try again." });
    } catch {
      setState({ kind: "error", message: "Something went wrong. Please check your connection and try again." });
    }
  }

  if (state.kind === "done")
    return (
      <p role="status" className="mt-6 rounded-lg border border-green-600/30 bg-green-600/10 p-4 font-medium">
        {state.message}
      </p>
    );
  return (
    <div className="mt-6 space-y-3">
      <Button size="lg" variant={variant} onClick={confirm} disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Unsubscribing..." : label}
      </Button>
      {state.kind === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
