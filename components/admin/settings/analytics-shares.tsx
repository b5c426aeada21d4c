"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { FormMessage } from "@/components/admin/settings/form-message";
import { DateTime } from "@/components/format/date-format";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { SettingsCard } from "@/components/admin/settings/settings-card";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";

type Share = { id: string; label: string; createdAt: string; revokedAt: string | null; hasPassword: boolean; url: string | null };
const KEY = adminKey("analytics-shares");

/** Secret, revocable links to a read-only copy of the Analytics tab (GET, POST, DELETE /api/admin/analytics-shares). */
export function AnalyticsShares() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => adminFetch<{ shares: Share[] }>("/api/admin/analytics-shares") });
  const [label, setLabel] = useState("");
  const [password, setPassword] = useState("");
  const { message, run } = useFormAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  function create(event: React.FormEvent) {
    event.preventDefault();
    void run(async () => {
      await adminFetch("/api/admin/analytics-shares", { method: "POST", body: { label, password } });
      setLabel("");
      setPassword("");
      void refresh();
      return "Link created";
    }, "Failed to create the link");
  }

  async function revoke(id: string) {
    try {
      await adminFetch(`/api/admin/analytics-shares/${id}`, { method: "DELETE" });
      toast.success("Link revoked");
      void refresh();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to revoke the link");
    }
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url).then(() => toast.success("Link copied"), () => toast.error("Copy failed: select the address instead"));
  }

  return (
    <SettingsCard title="Shared analytics" description="A secret address showing a read-only copy of the Analytics tab, never indexed by search engines. Anyone with the address (and the password, if you set one) can see it until you revoke it." className="space-y-4">
        <form onSubmit={create} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="space-y-1">
            <Label htmlFor="share-label">Label (only you see it)</Label>
            <Input id="share-label" maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="share-new-password">Password (optional)</Label>
            <Input id="share-new-password" type="password" autoComplete="new-password" maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit">Create link</Button>
        </form>
        <FormMessage message={message} />
        {data && data.shares.length > 0 && (
          <ul className="divide-y" aria-label="Shared links">
            {data.shares.map((share) => (
              <li key={share.id} className="space-y-1 py-3" data-testid="analytics-share">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{share.label || "Untitled link"}</span>
                  <span className="text-xs text-muted-foreground">
                    {share.hasPassword ? "Password · " : ""}created <DateTime value={share.createdAt} />
                    {share.revokedAt && <> · revoked <DateTime value={share.revokedAt} /></>}
                  </span>
                </div>
                {share.url && (
                  <div className="flex flex-wrap items-center gap-2">
                    <Input readOnly aria-label="Link address" value={share.url} className="h-8 min-w-0 flex-1 basis-full font-mono text-xs sm:basis-0" onFocus={(e) => e.currentTarget.select()} />
                    <Button type="button" size="sm" variant="outline" onClick={() => copy(share.url!)}>
                      <Copy aria-hidden /> Copy
                    </Button>
                    <ConfirmButton title="Revoke this link?" description="Its address stops working at once, for everyone. You can create a new one." confirmLabel="Revoke" onConfirm={() => revoke(share.id)}>
                      Revoke
                    </ConfirmButton>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
    </SettingsCard>
  );
}
