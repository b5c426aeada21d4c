// What belongs to this Playwright worker: its ports and its databases. Each worker runs its own app
// server on its own copy of the migrated template, so specs in different workers never see each
// other's rows, sessions or e-mail. Playwright numbers its workers' slots from 0 (TEST_PARALLEL_INDEX);
// a replacement worker keeps the slot, and with it these names.

const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const basePort = Number(process.env.E2E_PORT ?? 3100);
/** Ports per worker: the app, its fake Resend API, the no-mail app, a webhook receiver. */
const PORTS_PER_WORKER = 10;

export const workerPorts = {
  app: basePort + PORTS_PER_WORKER * slot,
  resend: basePort + PORTS_PER_WORKER * slot + 1,
  noMail: basePort + PORTS_PER_WORKER * slot + 2,
  webhook: basePort + PORTS_PER_WORKER * slot + 3,
};

export const workerDatabases = { app: `stepwise_e2e_${slot}`, noMail: `stepwise_e2e_${slot}_nomail` };

/** Where this worker's servers keep their files (uploads, logs). */
export const workerDataDir = `${process.env.E2E_DATA_DIR ?? ".test-data/e2e"}/worker-${slot}`;

/** The cluster's address for one database (scripts/test.mjs starts the cluster and passes its URL). */
export function databaseUrl(database: string) {
  const cluster = process.env.E2E_CLUSTER_URL;
  if (!cluster) throw new Error("E2E_CLUSTER_URL is not set: run the e2e suite with `node --import tsx scripts/test.mjs e2e`");
  const url = new URL(cluster);
  url.pathname = `/${database}`;
  return url.toString();
}
