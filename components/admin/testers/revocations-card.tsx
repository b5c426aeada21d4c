"use client";

import { ShieldCheck } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { useAdminList } from "@/components/admin/use-admin-list";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Revocation = { emailKey: string; reason: string; revokedBy: string; revokedAt: string };

/** The revoked people (by normalised address, outliving their entries), each with "Lift". */
export function RevocationsCard() {
  const list = useAdminList<Revocation>("/api/admin/testers/revocations", { page: 1 });
  async function lift(r: Revocation) {
    try {
      await adminFetch("/api/admin/testers/revocations/lift", { method: "POST", body: { emailKey: r.emailKey } });
      toast.success(`Revocation of ${r.emailKey} lifted: the address may ask for a slot again`);
      void list.reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to lift the revocation");
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Revocations</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is revoked. A revoked address gets no link and no slot, even after its entries are deleted or reset.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {list.data.items.map((r) => (
              <li key={r.emailKey} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="revocation-row">
                <div className="min-w-0">
                  <p className="truncate font-medium">{r.emailKey}</p>
                  <p className="text-xs text-muted-foreground">
                    <DateTime value={r.revokedAt} /> by {r.revokedBy}: {r.reason}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => void lift(r)} aria-label={`Lift the revocation of ${r.emailKey}`}>
                  <ShieldCheck aria-hidden />
                  Lift
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
