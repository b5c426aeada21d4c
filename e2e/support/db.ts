import pg from "pg";
import { databaseUrl, workerDatabases } from "./worker";

/** Direct access to this worker's database, to check what landed and to set what no call sets. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl(workerDatabases.app) });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh copy of the migrated template under `database` (dropped first when a worker before this one left it). */
export async function createDatabaseFromTemplate(database: string) {
  const template = process.env.E2E_TEMPLATE_DATABASE;
  if (!template) throw new Error("E2E_TEMPLATE_DATABASE is not set: run the e2e suite with `node --import tsx scripts/test.mjs e2e`");
  const client = new pg.Client({ connectionString: databaseUrl("postgres") });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(database);
}
