"use client";

import { Radio, RotateCcw, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { useInvalidateAdmin } from "@/components/query/queries";
import { Button } from "@/components/ui/button";

/** Reset feedback and suggestions, reset suggestions, and the live-count toggle. */
export function DashboardActions({ liveCount }: { liveCount: boolean }) {
  const [live, setLive] = useState(liveCount);
  const onChanged = useInvalidateAdmin();
  const [busy, setBusy] = useState(false);

  async function call(path: string, success: string) {
    setBusy(true);
    try {
      const result = await adminFetch<{ liveCount?: boolean }>(path, { method: "POST" });
      if (typeof result.liveCount === "boolean") setLive(result.liveCount);
      toast.success(success);
      void onChanged();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Action failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        title="Reset feedback and suggestions?"
        description="All feedback entries and feature suggestions move to the trash, and the tester slots are freed. You can restore them from the trash for 30 days."
        confirmLabel="Reset"
        onConfirm={() => call("/api/admin/reset-feedback", "Feedback and suggestions moved to the trash")}
      >
        <RotateCcw aria-hidden />
        Reset Feedback
      </ConfirmButton>
      <ConfirmButton
        variant="outline"
        title="Reset suggestions?"
        description="All feature suggestions move to the trash. You can restore them from the trash for 30 days."
        confirmLabel="Reset"
        onConfirm={() => call("/api/admin/reset-suggestions", "Suggestions moved to the trash")}
      >
        <RotateCcw aria-hidden />
        Reset Suggestions
      </ConfirmButton>
      <Button asChild size="sm" variant="outline">
        <Link href="/admin/trash">
          <Trash2 aria-hidden />
          Trash
        </Link>
      </Button>
      <Button size="sm" variant={live ? "secondary" : "default"} disabled={busy} onClick={() => call("/api/admin/toggle-live-feedback", live ? "Live count stopped" : "Live count started")}>
        <Radio aria-hidden />
        {live ? "Stop Live Count" : "Begin Live Count"}
      </Button>
    </div>
  );
}
