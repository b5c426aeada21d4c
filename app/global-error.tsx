"use client";

import "./globals.css";
import { LazyCrashScreen } from "@/components/site/lazy-crash-screen";

// Root-level boundary: replaces the root layout when the layout itself fails, so it brings its own
// <html> and <body>.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <LazyCrashScreen {...props} />
      </body>
    </html>
  );
}
