"use client";

import { RotateCcw } from "lucide-react";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { useAdminPost } from "@/components/admin/use-admin-post";

const RESETS = [
  {
    path: "/api/admin/reset-feedback",
    label: "Reset Feedback",
    title: "Reset feedback and suggestions?",
    description: "All feedback entries and feature suggestions move to the trash, and the tester slots are freed. You can restore them from the trash for 30 days.",
    success: "Feedback and suggestions moved to the trash",
  },
  {
    path: "/api/admin/reset-suggestions",
    label: "Reset Suggestions",
    title: "Reset suggestions?",
    description: "All feature suggestions move to the trash. You can restore them from the trash for 30 days.",
    success: "Suggestions moved to the trash",
  },
] as const;

/** The overview's destructive actions, below everything the admin reads first. */
export function DangerZone() {
  const { post } = useAdminPost();
  return (
    <section aria-labelledby="danger-zone-title" className="space-y-3 rounded-xl border border-destructive/40 p-4">
      <div>
        <h2 id="danger-zone-title" className="font-semibold text-destructive dark:text-[color-mix(in_oklab,var(--destructive),white_35%)]">
          Danger zone
        </h2>
        <p className="text-sm text-muted-foreground">Resets move entries to the trash, where they stay restorable for 30 days.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {RESETS.map((reset, i) => (
          <ConfirmButton key={reset.path} variant={i === 0 ? "destructive" : "outline"} title={reset.title} description={reset.description} confirmLabel="Reset" onConfirm={() => post(reset.path, reset.success)}>
            <RotateCcw aria-hidden />
            {reset.label}
          </ConfirmButton>
        ))}
      </div>
    </section>
  );
}
