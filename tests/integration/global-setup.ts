import type { TestProject } from "vitest/node";
import { startTestCluster } from "../../scripts/lib/test-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// One embedded PostgreSQL for the integration run, with a fresh migrated database.
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster(`integration-${process.pid}`);
  const url: string = await cluster.createDatabase("stepwise_integration");
  project.provide("databaseUrl", url);
  return async () => {
    await cluster.stop();
  };
}
