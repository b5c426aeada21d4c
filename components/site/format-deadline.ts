const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "22 November 2026" (UTC), as en-GB's long date. Not Intl.DateTimeFormat: building one costs
 * ~15 ms of main thread on a phone-class CPU during hydration (Lighthouse's blocking time, issue 9).
 */
export const formatDeadline = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};
