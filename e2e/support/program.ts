import { query } from "./db";

/** Sets the tester programme's settings row directly (cap, deadline, live count). */
export async function setProgram(settings: { cap: number | null; deadline: Date | null; liveCount: boolean }) {
  await query(
    `INSERT INTO program_settings (id, cap, deadline, "liveCount", "updatedAt") VALUES (1, $1, $2, $3, now())
     ON CONFLICT (id) DO UPDATE SET cap = $1, deadline = $2, "liveCount" = $3, "updatedAt" = now()`,
    [settings.cap, settings.deadline, settings.liveCount],
  );
}

export async function resetProgram() {
  await setProgram({ cap: null, deadline: null, liveCount: false });
}

/** Slots taken now: confirmed (or revoked and kept), and reservations within their time. */
export async function claimedSlots() {
  const rows = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM testers WHERE "holdsSlot" AND (status <> 'reserved' OR "expiresAt" > clock_timestamp())`,
  );
  return rows[0]?.n ?? 0;
}

export async function countEvents(name: string, ctaId: string | null = null) {
  const rows = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM analytics_events WHERE name = $1 AND "ctaId" IS NOT DISTINCT FROM $2`,
    [name, ctaId],
  );
  return rows[0]?.n ?? 0;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
