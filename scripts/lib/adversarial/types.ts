// The shapes the adversarial suite's modules pass each other (they are JavaScript checked by tsc
// through JSDoc; these are the types their comments name).
import type http from "node:http";
import type { startTestCluster } from "../test-db.mjs";

/** One answer from `send`: status 0 when the connection failed (the error's code is the text). */
export type Response = { status: number; headers: http.IncomingHttpHeaders; text: string; ms: number };

export type SendOptions = {
  method?: string;
  path?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Sent with Transfer-Encoding: chunked and no Content-Length. */
  chunks?: string[];
  agent?: http.Agent;
  timeoutMs?: number;
};

/** A production server that `startApp` launched. */
export type App = {
  base: string;
  port: number;
  databaseUrl: string;
  logs: string[];
  /** The launcher's process id, which is also its process group's (the server runs in that group). */
  pid: number;
  exited(): boolean;
  stop(): Promise<void>;
};

export type Endpoint = {
  name: string;
  method: string;
  path: string;
  kind: "form" | "public" | "login" | "admin" | "next-auth" | "read";
  body?: () => Record<string, unknown>;
  /** Set once the build is read: the build has this route. */
  present?: boolean;
  /** Added by another open issue: its absence is reported, not failed. */
  pending?: boolean;
};

export type RouteMatcher = { route: string; regex: RegExp };

/** Records one figure; `ok` false fails the run, null is information. */
export type RecordFigure = (phase: string, check: string, figure: unknown, expected: unknown, ok: boolean | null) => void;

export type TestCluster = Awaited<ReturnType<typeof startTestCluster>>;

/** What every phase gets. */
export type Context = {
  cluster: TestCluster;
  routes: RouteMatcher[];
  endpoints: Endpoint[];
  record: RecordFigure;
  fuzzRuns: number;
  rounds: number;
  port: number;
};
