/**
 * Empties pg-boss's queues and schedules (test files share one database per worker) and forgets
 * when cron and maintenance last ran. Imports nothing: tests/integration/setup.ts runs it before
 * every file without loading the job modules.
 */
export const CLEAR_JOBS_SQL = [
  "DELETE FROM pgboss.job",
  "DELETE FROM pgboss.schedule",
  "UPDATE pgboss.version SET cron_on = NULL, maintained_on = NULL",
];
