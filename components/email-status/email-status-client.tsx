"use client";

import { useEffect, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { EMAIL_STATUS_POLL_MS } from "@/lib/config";
import type { EmailStatus } from "@/lib/email/status";
import { EmailStatusView } from "@/components/email-status/email-status-view";

type State = { kind: "loading" } | { kind: "error" } | { kind: "ready"; status: EmailStatus };

/** Loads GET /api/email-status and refreshes it every 30 s (spec: email status polling). */
export function EmailStatusClient() {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        const response = await fetch("/api/email-status", { cache: "no-store", credentials: "include" });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const status = (await response.json()) as EmailStatus;
        if (!cancelled) setState({ kind: "ready", status });
      } catch (error) {
        console.error("Email status check failed", error);
        if (!cancelled) setState({ kind: "error" });
      }
    };
    void load();
    const timer = setInterval(load, EMAIL_STATUS_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-muted-foreground">
        Testing email system...
      </p>
    );
  }
  if (state.kind === "error") {
    return (
      <Card role="alert" className="border-red-300">
        <CardContent className="text-red-800 dark:text-red-300">Failed to load email status</CardContent>
      </Card>
    );
  }
  return <EmailStatusView status={state.status} />;
}
