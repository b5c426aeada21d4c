import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SharedAnalytics } from "@/components/share/shared-analytics";
import { getSiteContent } from "@/lib/data/site";
import { liveShare } from "@/lib/owner/analytics-share";
import { text } from "@/lib/site/elements";

type Props = { params: Promise<{ token: string }> };

// Rendered per request (a revoked link answers 404 at once), never cached or indexed: the robots
// meta here, X-Robots-Tag and Cache-Control from proxy.ts.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Shared analytics", robots: { index: false, follow: false, nocache: true }, alternates: { canonical: null } };

// GET /share/analytics/{token}: a read-only copy of the Analytics tab for whoever holds a live link.
export default async function SharedAnalyticsPage({ params }: Props) {
  const { token } = await params;
  const [share, content] = await Promise.all([liveShare(token), getSiteContent()]);
  if (!share) notFound();
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto max-w-6xl px-4 py-4">
          <h1 className="text-xl font-semibold">{text(content, "site-title")} analytics</h1>
          <p className="text-sm text-muted-foreground">A read-only view shared by the site&apos;s owner.</p>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <SharedAnalytics token={token} needsPassword={share.passwordHash !== null} />
      </main>
    </div>
  );
}
