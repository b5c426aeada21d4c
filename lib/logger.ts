// Server log lines. Never pass a password, token or full request body here.
import { env } from "@/lib/env";

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
const threshold = LEVELS.indexOf(env.LOG_LEVEL);
const enabled = (level: (typeof LEVELS)[number]) => LEVELS.indexOf(level) >= threshold;

export const logger = {
  debug: (message: string, ...rest: unknown[]) => enabled("debug") && console.debug(message, ...rest),
  info: (message: string, ...rest: unknown[]) => enabled("info") && console.info(message, ...rest),
  warn: (message: string, ...rest: unknown[]) => enabled("warn") && console.warn(message, ...rest),
  error: (message: string, ...rest: unknown[]) => enabled("error") && console.error(message, ...rest),
};
