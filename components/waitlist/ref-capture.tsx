"use client";

import { useEffect } from "react";
import { keepRefFrom } from "@/lib/waitlist/ref-store";

/** Keeps a `?ref=` code in the browser (lib/waitlist/ref-store.ts); mounted on every public page by the template. */
export function RefCapture() {
  useEffect(() => keepRefFrom(window.location.search), []);
  return null;
}
