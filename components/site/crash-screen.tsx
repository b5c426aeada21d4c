"use client";

import { AlertTriangle, Copy, Home, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";

type Props = { error: Error & { digest?: string }; reset: () => void };
type Reporter = { captureException?: (error: unknown) => void };

/**
 * The full-page 'Application Error' screen of the route-level and root-level boundaries. Every
 * page loads it with its boundaries, so it uses plain elements with the button classes (no Radix
 * slot, no class merging library).
 */
export function CrashScreen({ error, reset }: Props) {
  useEffect(() => {
    console.error(error);
    // An error-reporting service, when the page has one (spec section 2).
    (window as unknown as { Sentry?: Reporter }).Sentry?.captureException?.(error);
  }, [error]);

  const copy = async () => {
    const details = [
      `Message: ${error.message}`,
      `Stack: ${error.stack ?? "(none)"}`,
      `URL: ${window.location.href}`,
      `Time: ${new Date().toISOString()}`,
      `User agent: ${navigator.userAgent}`,
      ...(error.digest ? [`Digest: ${error.digest}`] : []),
    ].join("\n");
    try {
      await navigator.clipboard.writeText(details);
      window.alert("Error details copied to clipboard!");
    } catch {
      window.alert("Could not copy the error details. Please copy them from the page.");
    }
  };

  return (
    <main className="bg-background text-foreground flex min-h-screen items-center justify-center p-6">
      <div className="bg-card w-full max-w-2xl rounded-2xl border p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertTriangle className="text-destructive size-8" aria-hidden />
          <h1 className="font-heading text-2xl font-bold">Application Error</h1>
        </div>
        <p className="text-muted-foreground mt-4">Something went wrong while showing this page.</p>
        <p className="bg-muted mt-4 rounded-lg p-4 font-mono text-sm break-words" data-testid="error-message">
          {error.message || "Unknown error"}
        </p>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium">Stack Trace (click to expand)</summary>
          <pre className="bg-muted mt-2 max-h-72 overflow-auto rounded-lg p-4 text-xs">{error.stack ?? "No stack trace available"}</pre>
        </details>
        <div className="mt-6 flex flex-wrap gap-3">
          <PlainButton onClick={reset}>
            <RotateCcw aria-hidden /> Try Again
          </PlainButton>
          <PlainButton variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy Error
          </PlainButton>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: after a crash the client router may be broken */}
          <a href="/" data-slot="button" className={buttonVariants({ variant: "outline" })}>
            <Home aria-hidden /> Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
