import Link from "next/link";
import { EmailConfirmedBadge, PriorityBadge, StatusBadge } from "@/components/admin/badges";
import { DangerZone } from "@/components/admin/danger-zone";
import { NeedsAttention } from "@/components/admin/needs-attention";
import { type Overview } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function Stat({ label, value, testId, estimated = false, link }: { label: string; value: string; testId: string; estimated?: boolean; link?: { href: string; text: string } }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="px-4">
        <p className="text-sm text-muted-foreground">
          {label}
          {estimated && <span title="Estimated from the database's statistics"> (estimate)</span>}
        </p>
        <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {estimated ? "about " : ""}
          {value}
        </p>
        {link && (
          <Link href={link.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline dark:text-[color-mix(in_oklab,var(--primary),white_45%)]">
            {link.text}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ overview }: { overview: Overview }) {
  const { totals, testers, recentFeedback } = overview;
  const estimated = overview.totalsEstimated;
  const count = (n: number) => n.toLocaleString("en");
  return (
    <div className="space-y-4">
      <NeedsAttention items={overview.attention} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Feedback" value={count(totals.feedback)} estimated={estimated?.feedback} testId="total-feedback" />
        <Stat label="Feature requests" value={count(totals.suggestions)} estimated={estimated?.suggestions} testId="total-suggestions" />
        <Stat label="Contact messages" value={count(totals.contact)} estimated={estimated?.contact} testId="total-contact" />
        <Stat label="Early testers" value={`${testers.claimed} / ${testers.cap}`} testId="tester-count" link={{ href: "/admin/testers", text: "View testers" }} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Recent feedback</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {recentFeedback.length === 0 ? (
            <p className="text-sm text-muted-foreground">No feedback yet.</p>
          ) : (
            <ul className="divide-y">
              {recentFeedback.map((f) => (
                <li key={f.id} className="space-y-1 py-2" data-testid="recent-feedback">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{f.email ?? "Anonymous"}</span>
                    <EmailConfirmedBadge confirmed={f.emailConfirmed} />
                    <StatusBadge status={f.status} />
                    <PriorityBadge priority={f.priority} />
                  </div>
                  <p className="line-clamp-2 text-sm">{f.clarity}</p>
                  <p className="text-xs text-muted-foreground"><DateTime value={f.createdAt} /></p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <DangerZone />
    </div>
  );
}
