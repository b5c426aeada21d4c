import type { ReactNode } from "react";
import { AdminHeader } from "@/components/admin/admin-header";
import { BackToDashboard } from "@/components/admin/back-to-dashboard";
import { StatusBadge, SuggestionStatusBadge, TesterStatusBadge, testerStatusLabel } from "@/components/admin/badges";
import { DateTime } from "@/components/format/date-format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MemberDetail } from "@/lib/data/member-detail";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@/lib/validation/suggestion";

function Section({ title, total, shown, empty, children }: { title: string; total: number; shown: number; empty: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            {title} <span className="font-normal text-muted-foreground tabular-nums">({total.toLocaleString("en")})</span>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {total === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="divide-y rounded-md border">{children}</ul>}
        {total > shown && <p className="text-xs text-muted-foreground">The newest {shown} of {total.toLocaleString("en")} are shown.</p>}
      </CardContent>
    </Card>
  );
}

function Row({ when, badges, children }: { when: Date; badges?: ReactNode; children: ReactNode }) {
  return (
    <li className="space-y-1 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <DateTime value={when} />
        {badges}
      </div>
      <div className="min-w-0 break-words">{children}</div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Everything about one member, for the admin: what their address sent, their slot and sign-ins. */
export function MemberDetailScreen({ member, username, actions }: { member: MemberDetail; username: string; actions?: ReactNode }) {
  const held = member.testers.find((t) => t.holdsSlot);
  const live = member.sessions.filter((s) => s.live).length;
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Member" username={username}>
        <BackToDashboard href="/admin/members" label="Back to Members" />
      </AdminHeader>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Card>
          <CardContent className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 space-y-3">
              <p className="text-lg font-semibold break-all" data-testid="member-email">
                {member.email}
              </p>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
                <Fact label="Member since">
                  <DateTime value={member.since} />
                </Fact>
                <Fact label="Last sign-in">
                  <DateTime value={member.lastSignInAt} fallback="Never" />
                </Fact>
                <Fact label="Tester slot">{held ? `#${held.slot} (${testerStatusLabel(held.status)})` : "None"}</Fact>
                <Fact label="Live sessions">{live}</Fact>
              </dl>
            </div>
            {actions}
          </CardContent>
        </Card>
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title="Feedback" total={member.feedback.total} shown={member.feedback.rows.length} empty="No feedback from this address.">
            {member.feedback.rows.map((f) => (
              <Row key={f.id} when={f.createdAt} badges={<><StatusBadge status={f.status} />{f.rating !== null && <span>{f.rating}/5</span>}</>}>
                <p className="line-clamp-3">{f.clarity}</p>
                {f.response && <p className="mt-1 line-clamp-2 text-muted-foreground">Answer: {f.response}</p>}
              </Row>
            ))}
          </Section>
          <Section title="Suggestions" total={member.suggestions.total} shown={member.suggestions.rows.length} empty="No suggestions from this address.">
            {member.suggestions.rows.map((s) => (
              <Row key={s.id} when={s.createdAt} badges={<SuggestionStatusBadge status={s.status} label={SUGGESTION_STATUS_LABELS[s.status as SuggestionStatus] ?? s.status} />}>
                <p className="font-medium">{s.name}</p>
                {s.response && <p className="mt-1 line-clamp-2 text-muted-foreground">Answer: {s.response}</p>}
              </Row>
            ))}
          </Section>
          <Section title="Contact messages" total={member.contactMessages.total} shown={member.contactMessages.rows.length} empty="No contact messages from this address.">
            {member.contactMessages.rows.map((c) => (
              <Row key={c.id} when={c.createdAt}>
                {c.subject}
              </Row>
            ))}
          </Section>
          <Section title="Tester slots" total={member.testers.length} shown={member.testers.length} empty="Never asked for a tester slot.">
            {member.testers.map((t) => (
              <Row key={t.reservedAt.toISOString()} when={t.reservedAt} badges={<TesterStatusBadge status={t.status} />}>
                {t.slot === null ? "No slot" : `Slot #${t.slot}`}
                {t.confirmedAt && (
                  <span className="text-muted-foreground">
                    {" "}
                    · confirmed <DateTime value={t.confirmedAt} />
                  </span>
                )}
                {t.revokedAt && (
                  <span className="text-muted-foreground">
                    {" "}
                    · revoked <DateTime value={t.revokedAt} />, {t.holdsSlot ? "slot kept" : "slot freed"}
                  </span>
                )}
              </Row>
            ))}
          </Section>
          <Section title="Sign-ins" total={member.sessions.length} shown={member.sessions.length} empty="No session kept: ended sessions are deleted within the hour.">
            {member.sessions.map((s) => (
              <Row key={s.createdAt.toISOString()} when={s.createdAt}>
                {s.live ? "Session live" : "Session ended"}
              </Row>
            ))}
          </Section>
        </div>
      </main>
    </div>
  );
}
