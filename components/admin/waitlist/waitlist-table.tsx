"use client";

import { DateTime } from "@/components/format/date-format";
import { countOf } from "@/lib/format/plural";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export type WaitlistItem = { memberId: string; email: string; place: number | null; referrals: number; flagged: number; joinedAt: string; status: "waiting" | "invited" | "tester"; seq: number };

const STATUS_CLASSES = {
  waiting: "bg-blue-100 text-blue-800 border-blue-200",
  invited: "bg-yellow-100 text-yellow-900 border-yellow-200",
  tester: "bg-green-100 text-green-800 border-green-200",
};

const FLAGGED = "font-semibold text-amber-700 dark:text-amber-400";

function Status({ status }: { status: WaitlistItem["status"] }) {
  return <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[status]}`}>{status === "tester" ? "Tester" : status === "invited" ? "Invited" : "Waiting"}</span>;
}

/** The page of the line; waiting members can be ticked for "Invite selected". */
export function WaitlistTable({ items, busy, selected, onSelect }: { items: WaitlistItem[]; busy: boolean; selected: Set<string>; onSelect: (s: Set<string>) => void }) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  return (
    <div className="overflow-x-auto rounded-md border" aria-busy={busy}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-8">
              <span className="sr-only">Select</span>
            </TableHead>
            <TableHead className="w-16">Place</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Referrals</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Flagged</TableHead>
            <TableHead className="hidden md:table-cell">Joined</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.memberId} data-testid="waitlist-row">
              <TableCell>
                {item.status === "waiting" && (
                  <input type="checkbox" className="size-4" checked={selected.has(item.memberId)} onChange={(e) => toggle(item.memberId, e.target.checked)} aria-label={`Select ${item.email}`} />
                )}
              </TableCell>
              <TableCell className="font-heading font-semibold tabular-nums">{item.place === null ? "–" : `#${item.place.toLocaleString("en")}`}</TableCell>
              <TableCell className="whitespace-normal sm:max-w-[16rem] sm:whitespace-nowrap">
                <span className="block font-medium break-all sm:truncate sm:break-normal" title={item.email}>
                  {item.email}
                </span>
                {/* On a phone the counts and the status go under the address: no sideways scrolling. */}
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
                  <Status status={item.status} />
                  {countOf(item.referrals, "referral")}
                  {item.flagged > 0 && <span className={FLAGGED}>{item.flagged} flagged</span>}
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{item.referrals}</TableCell>
              <TableCell className={`hidden text-right tabular-nums sm:table-cell ${item.flagged ? FLAGGED : ""}`}>{item.flagged}</TableCell>
              <TableCell className="hidden text-sm text-muted-foreground md:table-cell">
                <DateTime value={item.joinedAt} />
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Status status={item.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
