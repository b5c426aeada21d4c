"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/components/forms/form-kit";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ERASE_CONFIRMATION } from "@/lib/validation/member";

/** /account's "Erase my data": asks first, then POST /api/account/erase; the session ends with it, so it goes to a page that says so. */
export function EraseAccount() {
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function erase() {
    setState({ busy: true, error: null });
    const result = await postJson("/api/account/erase", { confirm: ERASE_CONFIRMATION });
    if (result.ok) router.replace("/account/erased");
    else setState({ busy: false, error: result.message ?? "We could not erase your data. Please try again." });
  }

  return (
    <div className="space-y-3">
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Erase my data</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Erase everything we hold about you?</AlertDialogTitle>
            <AlertDialogDescription>
              Your feedback, suggestions, messages, tester slot and account are deleted at once and cannot be restored. You will be signed out on every
              device.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {state.error ? (
            <p role="alert" className="text-destructive text-sm">
              {state.error}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={state.busy}>Keep my data</AlertDialogCancel>
            <Button variant="destructive" onClick={erase} disabled={state.busy}>
              {state.busy ? "Erasing..." : "Erase for good"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
