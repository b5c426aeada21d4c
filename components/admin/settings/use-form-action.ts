"use client";

import { useState } from "react";
import { RequestError } from "@/components/admin/api";
import type { Message } from "@/components/admin/settings/form-message";

/**
 * A settings form's call: busy while it runs, its result line (the success text `work` returns,
 * or the server's error) and the server's per-field errors. `run` says whether it succeeded.
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function run(work: () => Promise<string>, failure: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    setFields({});
    try {
      setMessage({ kind: "success", text: await work() });
      return true;
    } catch (e) {
      if (e instanceof RequestError && e.fields) setFields(e.fields);
      setMessage({ kind: "error", text: e instanceof Error ? e.message : failure });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, fields, run };
}
