// The one place that reads process.env. Every setting is validated here, with its default.
import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");
const optionalUrl = z.string().url().optional().or(z.literal("").transform(() => undefined));
const optionalText = z.string().optional().transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(".data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: optionalUrl,
  NEXTAUTH_SECRET: optionalText,
  ADMIN_USERNAME: z.string().min(1).max(64).default("admin"),
  ADMIN_PASSWORD: optionalText,
  TESTER_PROGRAM_CAP: z.coerce.number().int().min(1).max(100000).default(50),
  TESTER_PROGRAM_DEADLINE: z.coerce.date().default(new Date("2025-09-30T23:59:59.999Z")),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: bool,
  PROTOTYPE_URL: z
    .string()
    .url()
    .default("https://embed.figma.com/proto/stepwise-prototype?embed-host=share"),
  PROTOTYPE_OPEN_URL: z.string().url().default("https://www.figma.com/proto/stepwise-prototype"),
  VIDEO_URL: z.string().url().default("https://player.vimeo.com/video/76979871"),
  VIDEO_PAGE_URL: z.string().url().default("https://vimeo.com/76979871"),
  CONTACT_EMAIL: z.string().email().default("hello@stepwise.app"),
  CONTACT_TO_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  EMAIL_FROM: z.string().default("StepWise <noreply@stepwise.app>"),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalUrl,
  /** Send the sender of a contact message a confirmation e-mail too (on|off). */
  CONTACT_CONFIRMATION: z
    .enum(["on", "off", "1", "0", "true", "false", ""])
    .optional()
    .transform((v) => v === "on" || v === "1" || v === "true"),
  /** Tries per outbox message before it is marked failed. */
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Days raw page views and events are kept before the roll-up job deletes them (aggregates stay). */
  ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Seconds between two runs of the analytics roll-up and retention job on each instance. */
  ANALYTICS_ROLLUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  ENABLE_TEST_ROUTES: bool,
  /** Set by the HTTP server for its own start-up call; never configure it. */
  STEPWISE_INTERNAL_TOKEN: optionalText,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env = load();

export const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
export const isProduction = env.NODE_ENV === "production";
/** True while `next build` prerenders: no database is reachable then, and none is needed. */
export const isBuildPhase = process.env.NEXT_PHASE === "phase-production-build";
