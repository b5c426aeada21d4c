/**
 * At most `max` axis labels at an even step from the first point, always on the same points
 * whatever the chart's width (recharts' own thinning skips unevenly to keep the last one).
 */
export function evenTicks<T>(labels: T[], max = 8): T[] {
  const step = Math.max(1, Math.ceil(labels.length / max));
  return labels.filter((_, i) => i % step === 0);
}
