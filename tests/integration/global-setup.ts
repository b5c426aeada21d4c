import type { TestProject } from "vitest/node";
import { startTestCluster } from "../../scripts/lib/test-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    clusterUrl: string;
    templateDatabase: string;
  }
}

// One embedded PostgreSQL for the integration run and its migrated template; each vitest worker
// copies the template into a database of its own (tests/integration/setup.ts). It is the root
// config's setup, so that both integration projects (vitest.config.mts) share the one cluster:
// what the root provides, every project injects. A run of the unit project alone starts nothing.
export default async function setup(root: TestProject) {
  if (!root.vitest.projects.some((project) => project.name.startsWith("integration"))) return;
  const cluster = await startTestCluster(`integration-${process.pid}`);
  root.provide("clusterUrl", cluster.url("postgres"));
  root.provide("templateDatabase", await cluster.template());
  return async () => {
    await cluster.stop();
  };
}
