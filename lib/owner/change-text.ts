import { change } from "@/lib/analytics/range";

/** "120 (+20% on the week before)", "3 (new)", "0 (no change)": a figure against its previous one. */
export function againstPrevious(value: number, previous: number): string {
  const ratio = change(value, previous);
  const shown = value.toLocaleString("en");
  if (ratio === null) return `${shown} (new; none the week before)`;
  if (ratio === 0) return `${shown} (no change)`;
  const percent = Math.round(ratio * 100);
  return `${shown} (${percent > 0 ? "+" : ""}${percent}% on the week before, ${previous.toLocaleString("en")})`;
}
