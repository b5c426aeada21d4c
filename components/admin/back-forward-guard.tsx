"use client";

import { useEffect } from "react";

// A page restored from the back/forward cache would show admin data without asking the server.
// Reloading it makes the server decide again (after logout: the login form).
export function BackForwardGuard() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return null;
}
