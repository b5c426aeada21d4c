import type { TestProject } from "vitest/node";
import { startTestCluster } from "../../scripts/lib/test-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    clusterUrl: string;
    templateDatabase: string;
  }
}

// One embedded PostgreSQL for the integration run and its migrated template; each vitest worker
// copies the template into a database of its own (tests/integration/setup.ts).
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster(`integration-${process.pid}`);
  project.provide("clusterUrl", cluster.url("postgres"));
  project.provide("templateDatabase", await cluster.template());
  return async () => {
    await cluster.stop();
  };
}
