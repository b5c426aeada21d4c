import { clsx } from "clsx";

/**
 * What a form shows for the moment its code is still loading. `className` can give it the form's
 * own box (its padding included), for a form that is on screen from the start: nothing below it
 * then moves when it arrives. No class merging (tailwind-merge): the landing page's islands are in
 * chunks that other public pages load too.
 */
export function FormLoading({ className = "p-6" }: { className?: string }) {
  return <p className={clsx("text-muted-foreground text-sm", className)}>Loading form…</p>;
}
