import pino from "pino";

/**
 * An error as the logs may carry it: its type, codes, message and stack, but never what a failed
 * database query was given. Drizzle puts every parameter (a customer's name, phone, email,
 * description) into its error message, and PostgreSQL's `detail` can repeat a value; neither is logged.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const withCodes = error as Error & { code?: unknown; constraint?: unknown; routine?: unknown; responseCode?: unknown; command?: unknown };
  const message = error.message.split("\nparams:")[0]!.slice(0, 1000);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  return {
    type: error.name,
    message,
    ...(typeof withCodes.code === "string" || typeof withCodes.code === "number" ? { code: withCodes.code } : {}),
    ...(typeof withCodes.constraint === "string" ? { constraint: withCodes.constraint } : {}),
    ...(typeof withCodes.responseCode === "number" ? { responseCode: withCodes.responseCode } : {}),
    ...(typeof withCodes.command === "string" ? { command: withCodes.command } : {}),
    ...(frames.length ? { stack: frames.slice(0, 12).join("\n") } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** JSON logs, one line per event. The level is set from LOG_LEVEL when the services start. */
export const log = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: "info",
  serializers: { err: serializeError, error: serializeError },
});
