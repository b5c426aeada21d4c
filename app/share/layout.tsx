import type { ReactNode } from "react";
import AdminLayout from "@/app/(admin)/layout";

// A shared analytics page is the admin's Analytics tab, read-only: the admin area's providers and styles.
export default function ShareLayout({ children }: { children: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>;
}
