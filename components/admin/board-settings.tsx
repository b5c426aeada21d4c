"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { adminKey } from "@/components/query/queries";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";

type BoardSettings = { autoPublish: boolean };

/** The idea board's settings, above the feature requests (GET and PUT /api/admin/board-settings); each switch saves at once. */
export function BoardSettingsPanel() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: adminKey("board-settings"), queryFn: () => adminFetch<{ settings: BoardSettings }>("/api/admin/board-settings") });
  const [saving, setSaving] = useState(false);

  async function setAutoPublish(autoPublish: boolean) {
    setSaving(true);
    try {
      const result = await adminFetch<{ settings: BoardSettings }>("/api/admin/board-settings", { method: "PUT", body: { autoPublish } });
      queryClient.setQueryData(adminKey("board-settings"), result);
      toast.success(autoPublish ? "New suggestions will be public at once" : "New suggestions stay private until you publish them");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to save the board settings");
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="rounded-md border p-3">
      <div className="flex items-center gap-2">
        <Switch id="board-auto-publish" checked={data?.settings.autoPublish ?? false} disabled={!data || saving} onCheckedChange={setAutoPublish} aria-describedby="board-auto-publish-help" />
        <Label htmlFor="board-auto-publish">Publish new suggestions automatically</Label>
      </div>
      <p id="board-auto-publish-help" className="mt-1 text-xs text-muted-foreground">
        A new suggestion goes on /ideas and /roadmap at once, with its title and description as written (never the address). You can still edit, hide or merge it.
      </p>
    </div>
  );
}
