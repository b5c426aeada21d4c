"use client";

import { useEffect } from "react";
import { track } from "@/lib/analytics/track";

/** The funnel's last step (lib/analytics/funnel.ts): sent once, when a link has just confirmed a slot. */
export function TrackConfirmed() {
  useEffect(() => track("tester_confirmed"), []);
  return null;
}
