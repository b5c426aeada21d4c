"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Ends the session, then leaves with a full navigation (replace) so that no admin state survives in
 * memory. The client state is cleared even when the call fails (the spec's rule); the server
 * checks the session on every page and call anyway.
 */
export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  async function logout() {
    try {
      await fetch("/api/admin/logout", { method: "POST", credentials: "same-origin" });
    } catch {
      // Network failure: still leave. The cookie expires on its own.
    }
    onLoggedOut?.();
    window.location.replace("/admin");
  }
  return (
    <Button variant="outline" size="sm" onClick={logout}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
