"use client";

// Sonner's `toast`, for every component that shows one. Importing it asks the root layout's slot
// to mount the Toaster (components/ui/toaster-signal.ts), so only pages that can toast load it.
import { toast } from "sonner";
import { requestToaster } from "./toaster-signal";

requestToaster();

export { toast };
