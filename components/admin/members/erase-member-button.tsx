"use client";

import { Eraser } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { toast } from "@/components/ui/toast";

/** Erases a member's data for a request that arrived by other means: asks first, then goes back to the list. */
export function EraseMemberButton({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const [erasing, setErasing] = useState(false);

  async function erase() {
    setErasing(true);
    try {
      await adminFetch(`/api/admin/members/${encodeURIComponent(id)}/erase`, { method: "POST" });
      toast.success("The member's data was erased");
      router.push("/admin/members");
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to erase the member's data");
      setErasing(false);
    }
  }

  return (
    <ConfirmButton
      title={`Erase everything about ${email}?`}
      description="Their feedback, suggestions, contact messages, e-mails and tester slot are deleted now, for good: nothing goes to the trash. Suggestions on the roadmap or in the changelog stay without their words. Their sessions end. The activity log records the erasure without the address."
      confirmLabel="Erase for good"
      onConfirm={() => void erase()}
      disabled={erasing}
    >
      <Eraser aria-hidden />
      {erasing ? "Erasing..." : "Erase member data"}
    </ConfirmButton>
  );
}
