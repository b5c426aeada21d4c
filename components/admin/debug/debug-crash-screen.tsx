"use client";

import { Copy, Home, RefreshCw } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

export function DebugCrashScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  // In production the server hides the real error; its digest identifies it in the server log.
  const message = error.message || "Unknown error";
  const stack = error.stack ?? "No stack trace";

  async function copy() {
    const details = [`Message: ${message}`, error.digest ? `Digest: ${error.digest}` : "", `Stack: ${stack}`, `URL: ${window.location.href}`, `Time: ${new Date().toISOString()}`, `User agent: ${navigator.userAgent}`]
      .filter(Boolean)
      .join("\n");
    try {
      await navigator.clipboard.writeText(details);
      toast.success("Error details copied to clipboard!");
    } catch {
      toast.error("Could not copy the error details");
    }
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold text-destructive">Debug page error</h1>
      <p data-testid="debug-error-message" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
        {message}
      </p>
      <details className="rounded-md border p-3 text-sm">
        <summary className="cursor-pointer">Stack trace</summary>
        <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{stack}</pre>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          Copy Error
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Reload
        </Button>
        <Button asChild>
          <Link href="/">
            <Home aria-hidden />
            Go Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
