"use client";

import { Radio, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useAdminPost } from "@/components/admin/use-admin-post";
import { Button } from "@/components/ui/button";

/** The trash and the live-count toggle (the resets are in the overview's danger zone). */
export function DashboardActions({ liveCount }: { liveCount: boolean }) {
  const [live, setLive] = useState(liveCount);
  const { post, busy } = useAdminPost();

  async function toggle() {
    const result = await post<{ liveCount?: boolean }>("/api/admin/toggle-live-feedback", live ? "Live count stopped" : "Live count started");
    if (typeof result?.liveCount === "boolean") setLive(result.liveCount);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <Link href="/admin/trash">
          <Trash2 aria-hidden />
          Trash
        </Link>
      </Button>
      <Button size="sm" variant={live ? "secondary" : "default"} disabled={busy} onClick={toggle}>
        <Radio aria-hidden />
        {live ? "Stop Live Count" : "Begin Live Count"}
      </Button>
    </div>
  );
}
