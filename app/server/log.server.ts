import pino from "pino";

/** JSON logs, one line per event. */
export const log = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
});
