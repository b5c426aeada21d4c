import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@/app/admin.css";
import { AdminBar } from "@/components/admin/admin-header";
import { AdminShell } from "@/components/admin/admin-shell";
import { DateFormatProvider } from "@/components/format/date-format";
import { EmailStatusClient } from "@/components/email-status/email-status-client";
import { QueryProvider } from "@/components/query/query-provider";
import { BackHomeHeader } from "@/components/site/back-home-header";
import { getCurrentAdmin } from "@/lib/auth/session";
import { siteDateSettings } from "@/lib/format/site-date";

export const metadata: Metadata = {
  title: "Email System Status",
  description: "Whether the contact form's e-mail delivery is working right now.",
  alternates: { canonical: "/email-status" },
};

/** The signed-in admin sees this page inside the admin shell; everyone else under the site's header. */
async function Frame({ children }: { children: ReactNode }) {
  const admin = await getCurrentAdmin();
  if (!admin) {
    return (
      <>
        <BackHomeHeader />
        {children}
      </>
    );
  }
  return (
    <AdminShell>
      <div className="min-h-screen bg-muted/30">
        <AdminBar username={admin.username} landmark />
        {children}
      </div>
    </AdminShell>
  );
}

// /email-status (spec section 2): public; the status itself is fetched and polled client-side.
export default function EmailStatusPage() {
  return (
    <Frame>
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="mb-2 text-3xl font-bold">Email System Status</h1>
        <p className="mb-8 text-muted-foreground">
          A live check of the service that delivers contact form messages, refreshed every 30
          seconds.
        </p>
        <DateFormatProvider settings={siteDateSettings}>
          <QueryProvider>
            <EmailStatusClient />
          </QueryProvider>
        </DateFormatProvider>
      </main>
    </Frame>
  );
}
