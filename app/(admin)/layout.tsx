import type { ReactNode } from "react";
import "@/app/admin.css";
import { DateFormatProvider } from "@/components/format/date-format";
import { QueryProvider } from "@/components/query/query-provider";
import { siteDateSettings } from "@/lib/format/site-date";

// Every admin screen fetches through TanStack Query and writes dates in the site's locale and
// time zone: one client and one date setting for the admin area (public pages carry neither), and
// admin.css, the admin's utilities, which public pages don't download.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <DateFormatProvider settings={siteDateSettings}>
      <QueryProvider>{children}</QueryProvider>
    </DateFormatProvider>
  );
}
