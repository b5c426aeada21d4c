"use client";

import { LogOut } from "lucide-react";
import { useClearAdminState } from "@/components/admin/admin-shell";
import { Button } from "@/components/ui/button";

/**
 * Ends the session. The client state is cleared whatever happens (the spec's rule): the admin
 * screens unmount at once; after a successful call a full navigation (replace) to /admin follows,
 * so nothing of them survives in memory or history. The server checks the session on every call.
 */
export function useLogout() {
  const clear = useClearAdminState();
  return async function logout() {
    let ok = false;
    try {
      ok = (await fetch("/api/admin/logout", { method: "POST", credentials: "same-origin" })).ok;
    } catch {
      ok = false; // network failure: the screens are cleared anyway
    }
    clear();
    if (ok) window.location.replace("/admin");
    else window.history.replaceState(null, "", "/admin");
  };
}

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <Button variant="outline" size="sm" onClick={logout} className={className}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
