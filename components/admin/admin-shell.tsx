"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { LoginForm } from "@/components/admin/login-form";

// Holds the admin screens. After logout they are unmounted (their data leaves memory and the
// page) and the login form takes their place, even when the logout call itself failed.
const LoggedOutContext = createContext<() => void>(() => undefined);
export const useClearAdminState = () => useContext(LoggedOutContext);

export function AdminShell({ children }: { children: ReactNode }) {
  const [loggedOut, setLoggedOut] = useState(false);
  if (loggedOut) return <LoginForm />;
  return <LoggedOutContext.Provider value={() => setLoggedOut(true)}>{children}</LoggedOutContext.Provider>;
}
