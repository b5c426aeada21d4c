// When the owner hears that an idea is wanted: as its votes pass 10, 25, 50, 100, 250, 500, 1,000
// and every further 1,000. Early steps are close (the first signs of demand matter), later ones
// far apart, so a popular idea tells the owner a handful of times, never once per vote.
export const VOTE_MILESTONES = [10, 25, 50, 100, 250, 500, 1000] as const;
const EVERY_AFTER = 1000;

/** The highest milestone `votes` has reached (0 below the first). */
export function milestoneOf(votes: number): number {
  if (votes >= EVERY_AFTER) return Math.floor(votes / EVERY_AFTER) * EVERY_AFTER;
  let reached = 0;
  for (const step of VOTE_MILESTONES) if (votes >= step) reached = step;
  return reached;
}
