"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onToasterRequested } from "./toaster-signal";

const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

/** Where the Toaster mounts, once a component that shows toasts has loaded (see toaster-signal.ts). */
export function ToasterSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  return wanted ? <Toaster /> : null;
}
