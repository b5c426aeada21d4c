"use client";

import { Check, X } from "lucide-react";
import { useAdminList } from "@/components/admin/use-admin-list";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Flagged = { id: string; referrer: string; referred: string; flags: string[]; createdAt: string };

/** Why a referral was held for review (the checks of the public side's join). */
const FLAG_REASONS: Record<string, string> = {
  same_visitor: "Same browser as the referrer",
  same_network: "Same network as the referrer",
  disposable: "Disposable e-mail domain",
  relay: "E-mail relay service",
  sequence: "Numbered address like the referrer's",
};

/** Referrals held for review: each with its reasons, Approve (it counts) or Reject (it never does). */
export function FlaggedReferralsCard() {
  const list = useAdminList<Flagged>("/api/admin/waitlist/referrals", { page: 1 });
  const review = (r: Flagged, verdict: "approve" | "reject") =>
    list.act(`/api/admin/waitlist/referrals/${r.id}/${verdict}`, "POST", {
      success: verdict === "approve" ? `Referral of ${r.referred} approved: it counts for ${r.referrer}` : `Referral of ${r.referred} rejected`,
      failure: "Failed to review the referral",
    });
  return (
    <Card id="flagged-referrals">
      <CardHeader>
        <CardTitle>
          <h2>Flagged referrals{list.data.total ? ` (${list.data.total})` : ""}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No referral is waiting for review. A referral that looks suspicious is held here and counts only once approved.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {list.data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="flagged-referral">
                <div className="min-w-0 space-y-1">
                  <p className="text-sm">
                    <span className="font-medium break-all">{r.referred}</span> <span className="text-muted-foreground">referred by</span>{" "}
                    <span className="font-medium break-all">{r.referrer}</span>
                  </p>
                  <ul className="flex flex-wrap gap-1" aria-label="Reasons">
                    {r.flags.map((flag) => (
                      <li key={flag} className="rounded-full border border-amber-500/50 bg-amber-50 px-2 py-0.5 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
                        {FLAG_REASONS[flag] ?? flag}
                      </li>
                    ))}
                  </ul>
                  <p className="text-xs text-muted-foreground">
                    Confirmed <DateTime value={r.createdAt} />
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => void review(r, "approve")} aria-label={`Approve the referral of ${r.referred}`}>
                    <Check aria-hidden />
                    Approve
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => void review(r, "reject")} aria-label={`Reject the referral of ${r.referred}`}>
                    <X aria-hidden />
                    Reject
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
