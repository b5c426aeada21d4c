"use client";

import Link from "next/link";
import { useState } from "react";
import { ExportButton, FilterSelect, Pagination, SearchBox } from "@/components/admin/list-controls";
import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { type MemberItem } from "@/components/admin/types";
import { useAdminList } from "@/components/admin/use-admin-list";
import { DateTime } from "@/components/format/date-format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const YES_NO = (yes: string, no: string): [string, string][] => [["", "All"], ["yes", yes], ["no", no]];

function Sent({ item }: { item: MemberItem }) {
  const parts = [
    [item.feedbackCount, "feedback"],
    [item.suggestionCount, item.suggestionCount === 1 ? "suggestion" : "suggestions"],
    [item.contactCount, item.contactCount === 1 ? "message" : "messages"],
  ] as const;
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      {parts.map(([n, what]) => `${n.toLocaleString("en")} ${what}`).join(" · ")}
    </span>
  );
}

/** /admin/members: every confirmed address (or those never confirmed), its search, filters and export. */
export function MembersScreen({ username }: { username: string }) {
  const [q, setQ] = useState("");
  const [confirmed, setConfirmed] = useState("yes");
  const [tester, setTester] = useState("");
  const [suggestions, setSuggestions] = useState("");
  const [page, setPage] = useState(1);
  const filters = { q, confirmed, tester, suggestions };
  const list = useAdminList<MemberItem>("/api/admin/members", { ...filters, page });
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const members = confirmed === "yes";

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Members" username={username} />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>
              <h2>{members ? "Confirmed addresses" : "Addresses never confirmed"}</h2>
            </CardTitle>
            <ExportButton href={`/api/admin/export/members?${exportQuery}`} />
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {members
                ? "A member is an address its owner confirmed by a link (sign-in or tester slot). Only members receive updates."
                : "Addresses typed on a form that nobody has confirmed: they receive no updates until their owner signs in."}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <SearchBox label="Search by address" value={q} onChange={change(setQ)} />
              <FilterSelect label="Confirmed" value={confirmed} onChange={change(setConfirmed)} options={[["yes", "Confirmed (members)"], ["no", "Never confirmed"]]} />
              <FilterSelect label="Tester" value={tester} onChange={change(setTester)} options={YES_NO("Holds a slot", "No slot")} />
              <FilterSelect label="Suggestions" value={suggestions} onChange={change(setSuggestions)} options={YES_NO("Has suggestions", "None")} />
            </div>
            {list.error && <p role="alert" className="text-sm text-destructive">Failed to load the members</p>}
            {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No members found.</p>}
            <ul className="divide-y rounded-md border" aria-busy={list.loading} aria-label={members ? "Confirmed addresses" : "Addresses never confirmed"}>
              {list.data.items.map((m) => (
                <li key={m.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4" data-testid="member-row">
                  <div className="min-w-0 space-y-0.5">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      {m.memberId ? (
                        <Link href={`/admin/members/${m.memberId}`} className="min-w-0 font-medium break-all underline-offset-4 hover:underline">
                          {m.email}
                        </Link>
                      ) : (
                        <span className="min-w-0 font-medium break-all">{m.email}</span>
                      )}
                      {m.testerSlot !== null && (
                        <span className="rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap" data-testid="member-tester-slot">
                          Tester #{m.testerSlot}
                        </span>
                      )}
                    </div>
                    <Sent item={m} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground sm:text-right">
                    {m.since ? (
                      <>
                        <dt>Member since</dt>
                        <dd>
                          <DateTime value={m.since} />
                        </dd>
                        <dt>Last sign-in</dt>
                        <dd>{m.lastSignInAt ? <DateTime value={m.lastSignInAt} /> : "Never"}</dd>
                      </>
                    ) : (
                      <>
                        <dt>First sent</dt>
                        <dd>{m.firstSentAt ? <DateTime value={m.firstSentAt} /> : "–"}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              estimated={list.data.totalEstimated}
              hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)}
              onPage={setPage}
            />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
