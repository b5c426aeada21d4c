"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested } from "./toaster-signal";

// React.lazy rather than next/dynamic: the slot is on every page, and React's own lazy costs no bytes.
const Toaster = lazy(() => import("./sonner").then((m) => ({ default: m.Toaster })));

/** Where the Toaster mounts, once a component that shows toasts has loaded (see toaster-signal.ts). */
export function ToasterSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
