"use client";

import { DebugCrashScreen } from "@/components/admin/debug/debug-crash-screen";

// The debug page's own crash screen (the spec: message, stack, copy, reload, go home).
export default function AdminDebugError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <DebugCrashScreen error={error} />;
}
