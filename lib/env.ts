// The one place that reads process.env, for the app and for the launcher (server/) alike. Every
// setting is validated here, with its default. Plain TypeScript with no aliases: the launcher's
// bundle (scripts/build-server.mjs) includes it as it is.
import { z } from "zod";
import { isValidLocale, isValidTimeZone } from "./format/date";

const ON = /^(on|1|true|yes)$/i;
const OFF = /^(off|0|false|no)?$/i;

/**
 * The one on/off switch parser: on, 1, true, yes / off, 0, false, no (any case, spaces ignored);
 * unset or empty gives the default. Anything else is refused at start, not read as "off".
 */
export function onOff(fallback: boolean) {
  return z
    .string()
    .optional()
    .refine((v) => v === undefined || ON.test(v.trim()) || OFF.test(v.trim()), "must be on or off (on, off, 1, 0, true, false, yes, no)")
    .transform((v) => (v === undefined || v.trim() === "" ? fallback : ON.test(v.trim())));
}

const optionalUrl = z.string().url().optional().or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next.js: "phase-production-build" while `next build` runs. */
  NEXT_PHASE: optionalText,
  /** Set by Next.js in instrumentation: "nodejs" or "edge". */
  NEXT_RUNTIME: optionalText,
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(".data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().default("0.0.0.0"),
  /**
   * Milliseconds Next's server keeps an idle keep-alive connection open (its standalone server.js
   * reads KEEP_ALIVE_TIMEOUT, the counterpart of `next start --keepAliveTimeout`); unset, Node's 5 s.
   * Raise it above the idle timeout of a proxy that keeps connections longer (a load balancer's
   * 60 s). The cost: an instance told to stop waits for its kept connections to go idle this long.
   */
  KEEP_ALIVE_TIMEOUT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1000).max(3_600_000).optional()),
  SITE_URL: optionalUrl,
  NEXTAUTH_SECRET: optionalText,
  ADMIN_USERNAME: z.string().min(1).max(64).default("admin"),
  ADMIN_PASSWORD: optionalText,
  TESTER_PROGRAM_CAP: z.coerce.number().int().min(1).max(100000).default(50),
  TESTER_PROGRAM_DEADLINE: z.coerce.date().default(new Date("2025-09-30T23:59:59.999Z")),
  /** Hours a tester's confirmation link stays valid (the admin can change it on /admin/testers). */
  TESTER_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** The locale and time zone every date is written in (lib/format/date.ts), e.g. en-US, Europe/Paris. */
  SITE_LOCALE: z.string().default("en-GB").refine(isValidLocale, "must be a locale this runtime knows (e.g. en-GB)"),
  SITE_TIMEZONE: z.string().default("UTC").refine(isValidTimeZone, "must be an IANA time zone (e.g. Europe/London)"),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** Tester confirmation e-mails one client address may have sent per hour (0 turns the limit off). */
  TESTER_LINKS_PER_SENDER_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Requests per address and minute to each costly public path (image optimizer, OG images, sitemap pages). */
  COSTLY_PATH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /** Page views and events together per address, minute and instance; beyond it they are dropped (0 turns it off). */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Failed sign-ins per username and address within 15 minutes before that pair is locked. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins from one address (any username) within 15 minutes before the address is locked. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Absolute lifetime of an admin session from its sign-in; renewals never extend it (7 days). */
  SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(5).max(365 * 24 * 3600).default(7 * 24 * 3600),
  /** Absolute lifetime of a member's session from the sign-in link's use (30 days). */
  MEMBER_SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(5).max(365 * 24 * 3600).default(30 * 24 * 3600),
  /** next-auth's base URL. Always set from SITE_URL (the launcher, lib/instrumentation-node.ts): never configure it. */
  NEXTAUTH_URL: optionalUrl,
  /** Size bound of the shared page/data cache table (next_cache_entries), in MB: the least recently used entries go first. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),
  /**
   * The embeds and links the site owner configures, and the defaults of the editor's settings of the
   * same name (lib/site/links.ts). None is set by default: the landing page shows a designed
   * placeholder instead of an embed of a file that does not exist.
   */
  PROTOTYPE_URL: optionalUrl,
  PROTOTYPE_OPEN_URL: optionalUrl,
  VIDEO_URL: optionalUrl,
  VIDEO_PAGE_URL: optionalUrl,
  DOCUMENTATION_URL: optionalUrl,
  LINKEDIN_URL: optionalUrl,
  INSTAGRAM_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  CONTACT_EMAIL: z.string().email().default("hello@stepwise.app"),
  CONTACT_TO_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  EMAIL_FROM: z.string().default("StepWise <noreply@stepwise.app>"),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalUrl,
  /** Send the sender of a contact message a confirmation e-mail too. */
  CONTACT_CONFIRMATION: onOff(false),
  /** Signing secret of Resend's webhooks (whsec_…): POST /api/webhooks/resend refuses everything without it. */
  RESEND_WEBHOOK_SECRET: optionalText,
  /** The mailbox named in the newsletter's List-Unsubscribe mailto (default: EMAIL_FROM's address). */
  NEWSLETTER_UNSUBSCRIBE_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  /** Tries per outbox message before it is marked failed. */
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Let webhooks reach loopback, private, link-local and metadata addresses (local testing only). */
  WEBHOOKS_ALLOW_PRIVATE: onOff(false),
  /** Tries per webhook delivery before it is marked failed. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** Seconds before a webhook delivery's first retry; each later one waits about twice as long. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Days raw page views and events are kept before the roll-up job deletes them (aggregates stay). */
  ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Seconds between two runs of the analytics roll-up and retention job (a cron of whole minutes, once per cluster). */
  ANALYTICS_ROLLUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  ENABLE_TEST_ROUTES: onOff(false),
  /** Where the automatic backups go; unset, none are made (the launcher sets DATA_DIR/backups when it runs the embedded database). */
  BACKUP_DIR: optionalText,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Passed on to the tools the launcher runs (the Prisma CLI). */
  NODE_OPTIONS: optionalText,
  /** Opening a connection gives up after this long (pg's connectionTimeoutMillis). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** Waiting in line for a pooled connection (a burst) gives up after this long. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The server cancels a statement after this long (statement_timeout); the client gives up 2 s later (query_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /** The server gives up waiting for a row or table lock after this long (lock_timeout). */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** The server ends a session whose transaction sat idle this long (idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Hours between two automatic backups of the embedded database into DATA_DIR/backups (0: none). */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(24),
  /** Automatic backups kept in DATA_DIR/backups (the oldest are deleted). */
  BACKUP_RETAIN: z.coerce.number().int().min(1).max(1000).default(7),
});

export type Env = z.infer<typeof schema>;

/** Parses an environment (process.env by default); throws one message naming every bad setting. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/**
 * The launcher hands what it prepared (the embedded database's URL, the generated secret, the
 * port) to Next.js, which reads the environment when the app loads. The only writer of process.env.
 */
export function exportEnv(values: Partial<Record<keyof Env | "NEXT_TELEMETRY_DISABLED", string>>) {
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
  // This process's own view follows (the launcher reads `env` after preparing the database).
  Object.assign(env, readEnv());
}

/** The environment of a child process the launcher starts (next build, the Prisma CLI): this one's, plus `extra`. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

export const env = readEnv();

/** The public address of the site, without a trailing slash. */
export function siteUrlOf(settings: Pick<Env, "SITE_URL" | "PORT">): string {
  return (settings.SITE_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, "");
}

export const siteUrl = siteUrlOf(env);
export const isProduction = env.NODE_ENV === "production";
/** True while `next build` prerenders: no database is reachable then, and none is needed. */
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";
