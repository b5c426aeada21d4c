"use client";

import { LazyCrashScreen } from "@/components/site/lazy-crash-screen";

// Route-level boundary: a crash below the root layout shows the crash screen.
export default function RouteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LazyCrashScreen {...props} />;
}
