// @ts-check
// The tester programme's burst, shared by the adversarial suite (one instance) and the cluster test
// (two instances behind nginx): submissions with addresses arrive all at once while the people who
// received a link press its button, interleaved. Slots are given at the confirmation only, so the
// check is that exactly the cap went to confirmed people, in distinct slots 1..cap.

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `submissions` submits and, while they run, presses up to `confirmations` links as their
 * e-mails appear in the outbox (and the rest once the submissions are done).
 * @template R
 * @param {{
 *   submissions: number;
 *   confirmations: number;
 *   submit: (i: number) => Promise<R>;
 *   confirm: (token: string) => Promise<R>;
 *   tokens: (limit: number) => Promise<string[]>;
 * }} burst
 * @returns {Promise<{ submitted: R[]; confirmed: R[] }>}
 */
export async function submitWhileConfirming({ submissions, confirmations, submit, confirm, tokens }) {
  let done = false;
  const submitting = Promise.all(Array.from({ length: submissions }, (_, i) => submit(i))).finally(() => {
    done = true;
  });
  /** @type {Set<string>} */
  const pressed = new Set();
  /** @type {Promise<R>[]} */
  const presses = [];
  for (;;) {
    const finished = done;
    for (const token of await tokens(confirmations)) {
      if (pressed.size >= confirmations || pressed.has(token)) continue;
      pressed.add(token);
      presses.push(confirm(token));
    }
    if (finished || pressed.size >= confirmations) break;
    // A pause between looks at the outbox: a tight loop would take CPU from the burst it watches.
    await sleep(50);
  }
  const [submitted, confirmed] = await Promise.all([submitting, Promise.all(presses)]);
  return { submitted, confirmed };
}

/** The tokens of the first `limit` confirmation e-mails queued. */
export const TOKENS_SQL = `SELECT substring(text from '/tester/confirm[?]token=([A-Za-z0-9_-]+)') AS token
  FROM email_outbox WHERE kind = 'tester_confirmation' ORDER BY "createdAt", id LIMIT $1`;

/** The slots held, how many are distinct, their range, and how many holders are not confirmed. */
export const HELD_SQL = `SELECT count(*)::int AS held, count(DISTINCT slot)::int AS distinct_slots, min(slot) AS lo, max(slot) AS hi,
  count(*) FILTER (WHERE status <> 'confirmed')::int AS unconfirmed FROM testers WHERE "holdsSlot"`;

/** The line: its waiting entries, and how many of their members hold a slot (none may). */
export const LINE_SQL = `SELECT count(*)::int AS waiting,
  count(*) FILTER (WHERE EXISTS (SELECT 1 FROM testers t WHERE t."holdsSlot" AND t."emailKey" = m."emailKey"))::int AS holding
  FROM waitlist_entries e JOIN members m ON m.id = e."memberId" WHERE e.status = 'waiting'`;

/** Empties the line (referrals and invites with it), so that a round's places start at 1. */
export const CLEAR_LINE_SQL = `TRUNCATE waitlist_entries CASCADE`;

/**
 * The confirmations that found every slot taken joined the line one at a time, under the slot
 * lock: there must be `n` of them (the confirmations beyond the cap), their answers' places exactly
 * 1..n (distinct, no gaps), and the database must hold n waiting entries, none of whose members
 * holds a slot.
 * @param {unknown[]} places the `place` of each confirmation answered `slot: null`
 * @param {number} n
 * @param {(sql: string) => Promise<{ waiting: number; holding: number }[]>} query
 * @returns {Promise<{ ok: boolean; detail: string }>}
 */
export async function checkLine(places, n, query) {
  const numbers = places.filter((p) => Number.isInteger(p)).map(Number).sort((a, b) => a - b);
  const [line = { waiting: -1, holding: -1 }] = await query(LINE_SQL);
  const ok = places.length === n && numbers.length === n && numbers.every((p, i) => p === i + 1) && line.waiting === n && line.holding === 0;
  const detail = `${places.length} of ${n} in line: ${places.length - numbers.length} without a place, ${new Set(numbers).size} distinct places ${numbers[0] ?? "-"}..${numbers.at(-1) ?? "-"}; ${line.waiting} waiting in the database, ${line.holding} of them holding a slot`;
  return { ok, detail };
}
