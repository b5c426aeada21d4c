import type { Metadata } from "next";
import { EmailStatusClient } from "@/components/email-status/email-status-client";

export const metadata: Metadata = {
  title: "Email System Status",
  description: "Whether the contact form's e-mail delivery is working right now.",
  alternates: { canonical: "/email-status" },
};

// /email-status (spec section 2): static shell; the status itself is fetched and polled client-side.
export default function EmailStatusPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Email System Status</h1>
      <p className="mb-8 text-muted-foreground">A live check of the service that delivers contact form messages, refreshed every 30 seconds.</p>
      <EmailStatusClient />
    </main>
  );
}
