"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Throws during render once clicked; the remounted component after 'Try Again' is healthy. */
export function CrashTrigger() {
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw new Error("Deliberate test crash");
  return <Button onClick={() => setCrashed(true)}>Crash now</Button>;
}
