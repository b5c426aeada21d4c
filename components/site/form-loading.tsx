import { cn } from "@/lib/utils";

/**
 * What a form shows for the moment its code is still loading. `className` can give it the form's
 * own box, for a form that is on screen from the start: nothing below it then moves when it arrives.
 */
export function FormLoading({ className }: { className?: string }) {
  return <p className={cn("text-muted-foreground p-6 text-sm", className)}>Loading form…</p>;
}
