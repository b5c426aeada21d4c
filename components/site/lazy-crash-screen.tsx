"use client";

import { lazy, Suspense } from "react";

type Props = { error: Error & { digest?: string }; reset: () => void };

/** What shows while the crash screen loads, or instead of it when it cannot load (offline). */
function PlainCrashScreen({ reset }: Props) {
  return (
    <main className="bg-background text-foreground flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-2xl">
        <h1 className="font-heading text-2xl font-bold">Application Error</h1>
        <p className="text-muted-foreground mt-4">Something went wrong while showing this page.</p>
        <p className="mt-6 flex gap-4">
          <button type="button" className="underline" onClick={reset}>
            Try Again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: after a crash the client router may be broken */}
          <a href="/" className="underline">
            Go Home
          </a>
        </p>
      </div>
    </main>
  );
}

const CrashScreen = lazy(() =>
  import("./crash-screen").then(
    (m) => ({ default: m.CrashScreen }),
    () => ({ default: PlainCrashScreen }),
  ),
);

/**
 * The error boundaries' screen, loaded when a page crashes: every page loads its boundaries, and
 * the full screen (icons, copy, details) would cost each of them a few kB for a rare event.
 */
export function LazyCrashScreen(props: Props) {
  return (
    <Suspense fallback={<PlainCrashScreen {...props} />}>
      <CrashScreen {...props} />
    </Suspense>
  );
}
