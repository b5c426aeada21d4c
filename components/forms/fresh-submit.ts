"use client";

import type { FormEvent } from "react";
import { toast } from "@/components/ui/toast";

/**
 * The form's submit handler: the toasts of an earlier attempt ("Invalid Email" about an address
 * since corrected) go before this attempt is checked.
 */
export const onSubmitFresh = (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
  toast.dismiss();
  return submit(event);
};
