import { loadOnce } from "@/lib/load-once";

/**
 * Sonner's `toast`, loaded on first use (or on intent, with preloadProps) rather than with the
 * page: the islands that toast only after a click share this one loader.
 */
export const loadToast = loadOnce(() => import("./toast").then((m) => m.toast));
