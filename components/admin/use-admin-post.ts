"use client";

import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { useInvalidateAdmin } from "@/components/query/queries";
import { toast } from "@/components/ui/toast";

/** POSTs an admin call, toasts its outcome and refreshes the admin data; `busy` while it runs. */
export function useAdminPost() {
  const onChanged = useInvalidateAdmin();
  const [busy, setBusy] = useState(false);
  async function post<T extends object>(path: string, success: string): Promise<T | null> {
    setBusy(true);
    try {
      const result = await adminFetch<T>(path, { method: "POST" });
      toast.success(success);
      void onChanged();
      return result;
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Action failed");
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { post, busy };
}
