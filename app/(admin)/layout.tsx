import type { ReactNode } from "react";
import { QueryProvider } from "@/components/query/query-provider";

// Every admin screen fetches through TanStack Query: one client for the admin area.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
