// Server log lines. Never pass a password, token or full request body here.
import { env } from "@/lib/env";
import { logLine } from "@/lib/security/header-value";

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
const threshold = LEVELS.indexOf(env.LOG_LEVEL);
const enabled = (level: (typeof LEVELS)[number]) => LEVELS.indexOf(level) >= threshold;

// Text in a log line (user input included) can never start a line of its own; errors keep their stacks.
const clean = (rest: unknown[]) => rest.map((value) => (typeof value === "string" ? logLine(value) : value));

export const logger = {
  debug: (message: string, ...rest: unknown[]) => enabled("debug") && console.debug(logLine(message), ...clean(rest)),
  info: (message: string, ...rest: unknown[]) => enabled("info") && console.info(logLine(message), ...clean(rest)),
  warn: (message: string, ...rest: unknown[]) => enabled("warn") && console.warn(logLine(message), ...clean(rest)),
  error: (message: string, ...rest: unknown[]) => enabled("error") && console.error(logLine(message), ...clean(rest)),
};
