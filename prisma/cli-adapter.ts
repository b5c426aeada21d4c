// The driver adapter the Prisma CLI (migrate, generate) runs on, with remedies for the
// known faults of Prisma 6.19's JavaScript schema engine on PostgreSQL (see README, "Prisma").
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// Type OIDs the adapter cannot deserialize, read as text instead (Prisma issue #27403).
const AS_TEXT = new Map<number, number>([
  [19, 25], // name
  [18, 25], // "char"
  [24, 25], // regproc
  [194, 25], // pg_node_tree
  [2205, 25], // regclass
  [1002, 1009], // "char"[]
  [1003, 1009], // name[]
]);

type Field = { dataTypeID: number };
type IOResult = { fields: Field[] };
type Queryable = { performIO: (query: unknown) => Promise<IOResult> };

function remapFieldTypes<T extends object>(queryable: T): T {
  const target = queryable as unknown as Queryable;
  const performIO = target.performIO.bind(target);
  target.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) field.dataTypeID = AS_TEXT.get(field.dataTypeID) ?? field.dataTypeID;
    return result;
  };
  return queryable;
}

export function connectionConfig(url: string): pg.PoolConfig {
  // Discrete fields, never a connectionString: with one, the shadow database would point
  // at the main database.
  const parsed = new URL(url);
  return {
    host: decodeURIComponent(parsed.hostname),
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.slice(1)),
    ssl: parsed.searchParams.get("sslmode") === "require" ? { rejectUnauthorized: false } : undefined,
    // Idle connections must not keep the CLI alive after its work is done.
    allowExitOnIdle: true,
  };
}

class CliAdapterFactory extends PrismaPg {
  constructor(private readonly pgConfig: pg.PoolConfig) {
    super(pgConfig);
  }

  override async connect() {
    const adapter = remapFieldTypes(await super.connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      remapFieldTypes(await startTransaction(isolationLevel));
    return adapter;
  }

  // Prisma's own clean-up of the shadow database fails while connections are open:
  // create it here and drop it WITH (FORCE) when it is disposed.
  override async connectToShadowDb() {
    const database = `prisma_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client(this.pgConfig);
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const shadow = new CliAdapterFactory({ ...this.pgConfig, database });
    const adapter = await shadow.connect();
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      const cleaner = new pg.Client(this.pgConfig);
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await cleaner.end();
    };
    return adapter;
  }
}

export function cliAdapter(url: string) {
  return new CliAdapterFactory(connectionConfig(url));
}
