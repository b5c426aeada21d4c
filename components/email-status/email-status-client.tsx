"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { EMAIL_STATUS_POLL_MS } from "@/lib/config";
import type { EmailStatus } from "@/lib/email/status";
import { EmailStatusView } from "@/components/email-status/email-status-view";

async function loadStatus() {
  const response = await fetch("/api/email-status", { cache: "no-store", credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as EmailStatus;
}

/** Loads GET /api/email-status and refreshes it every 30 s (spec: email status polling). */
export function EmailStatusClient() {
  const query = useQuery({ queryKey: ["email-status"], queryFn: loadStatus, refetchInterval: EMAIL_STATUS_POLL_MS, staleTime: 0 });
  useEffect(() => {
    if (query.error) console.error("Email status check failed", query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Testing email system...
      </p>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="border-red-300">
        <CardContent className="text-red-800 dark:text-red-300">Failed to load email status</CardContent>
      </Card>
    );
  }
  return <EmailStatusView status={query.data} />;
}
