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
