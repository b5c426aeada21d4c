"use client";

import { CheckCircle2, RefreshCw, XCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The health check and each public GET call of the spec, fetched from this browser.
export const DEBUG_CHECKS = [
  { name: "Health check", path: "/healthz" },
  { name: "Feedback count", path: "/api/feedback/count" },
  { name: "Blog status", path: "/api/blog/status" },
  { name: "Blog posts", path: "/api/blog/posts" },
  { name: "Email status", path: "/api/email-status" },
] as const;

type Result = { status: number | null; ok: boolean; ms: number };

export function DebugChecks() {
  const [results, setResults] = useState<Record<string, Result>>({});
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    setResults({});
    await Promise.all(
      DEBUG_CHECKS.map(async (check) => {
        const started = performance.now();
        let result: Result;
        try {
          const response = await fetch(check.path, { cache: "no-store", credentials: "same-origin" });
          result = { status: response.status, ok: response.ok, ms: Math.round(performance.now() - started) };
        } catch {
          result = { status: null, ok: false, ms: Math.round(performance.now() - started) };
        }
        setResults((r) => ({ ...r, [check.path]: result }));
      }),
    );
    setRunning(false);
  }, []);

  useEffect(() => {
    // Run once when the checks appear (after the gate); setState happens after the awaits.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run();
  }, [run]);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>
          <h2>Health and API checks</h2>
        </CardTitle>
        <Button variant="outline" size="sm" onClick={run} disabled={running}>
          <RefreshCw aria-hidden />
          Run again
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {DEBUG_CHECKS.map((check) => {
            const result = results[check.path];
            return (
              <li key={check.path} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="debug-check" data-path={check.path}>
                <div>
                  <p className="font-medium">{check.name}</p>
                  <code className="text-xs text-muted-foreground">GET {check.path}</code>
                </div>
                {!result ? (
                  <span className="text-muted-foreground">Checking...</span>
                ) : (
                  <span className={`flex items-center gap-1 font-medium ${result.ok ? "text-success" : "text-destructive"}`} data-testid="debug-result">
                    {result.ok ? <CheckCircle2 aria-hidden className="size-4" /> : <XCircle aria-hidden className="size-4" />}
                    {result.ok ? "PASS" : "FAIL"} ({result.status ?? "network error"})
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
