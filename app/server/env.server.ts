/**
 * Every setting the server reads from the environment, validated once at start. server.ts imports
 * this file directly (so its imports carry their `.ts` extension) and hands the result to the app's
 * services; a wrong value stops start-up with a message naming the variable.
 */
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { business } from "../content/business.ts";
import { parseRecipients } from "./backup/recipients.ts";

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), `must look like ${example}`);

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

const whole = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

/** Express's `trust proxy` names for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Which proxies may tell us the visitor's address in X-Forwarded-For: a hop count ("1"), or a
 * comma-separated list of addresses, CIDR ranges and Express's names (loopback, linklocal,
 * uniquelocal). "true" (trust anyone) is refused: every visitor could then pick their own address.
 */
const trustProxy = z
  .string()
  .trim()
  .default("loopback")
  .transform((value, ctx) => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `"${bad}" is not a hop count, an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      });
      return z.NEVER;
    }
    return entries.join(", ");
  });

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().trim().default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "postgres://user:pass@host:5432/db"),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "smtp://user:pass@host:587"),
  STAFF_EMAIL: z.email().default(business.staffEmail),
  MAIL_FROM: z.string().trim().min(3).default(business.mailFrom),
  SITE_URL: z.url().default("http://localhost:3000"),
  REVIEWS_WIDGET_SRC: optionalUrl(/^https:\/\//, "https://widget.example.com/reviews.js"),
  /** Key for the form stamp; unset → a secret generated once into DATA_DIR. */
  APP_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)"),
  TRUST_PROXY: trustProxy,
  /** Where kept photos live: "disk" (DATA_DIR/uploads) or "s3://bucket/prefix" with the S3_* settings. */
  PHOTO_STORE: z
    .string()
    .trim()
    .default("disk")
    .refine((v) => v === "disk" || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v), "must be disk or s3://bucket/prefix"),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//, "https://s3.eu-west-2.amazonaws.com"),
  S3_REGION: z.string().trim().min(1).default("eu-west-2"),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Where `npm run backup` writes (and check:launch looks for) backups: s3://bucket/prefix, or a
   * folder for a test; a command-line destination overrides it.
   */
  BACKUP_TARGET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || !v.startsWith("s3://") || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v),
      "must be s3://bucket/prefix or a folder",
    ),
  /** The age public keys (age1…, comma-separated) backups are encrypted to: `npm run backup:key` prints one. */
  BACKUP_RECIPIENTS: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseRecipients(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The S3 service for backups, when not the photo store's (each unset one falls back to its S3_* setting). */
  BACKUP_S3_ENDPOINT: optionalUrl(/^https?:\/\//, "https://s3.eu-west-2.amazonaws.com"),
  BACKUP_S3_REGION: optionalText(),
  BACKUP_S3_ACCESS_KEY_ID: optionalText(),
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText(),
  BACKUP_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
  /** Accepted quotes per client address (IPv6: per /64) per hour. */
  QUOTE_RATE_LIMIT: whole(1, 5),
  /** Refused quote requests (bad fields, too large, not a photo) per client address per hour. */
  QUOTE_REFUSAL_LIMIT: whole(1, 30),
  /** A form sent faster than this after it was shown is treated as a bot; 0 switches the check off. */
  QUOTE_MIN_FILL_MS: whole(0, 3000),
  /** Customer confirmation emails per hour, all recipients together. */
  CONFIRMATION_EMAILS_PER_HOUR: whole(0, 30),
  /** Uploads in progress at once from one client address, and in all. */
  UPLOADS_PER_ADDRESS: whole(1, 2),
  UPLOADS_TOTAL: whole(1, 20),
  /** Bytes of uploads in progress (staging) at most, in MB. */
  STAGING_MAX_MB: whole(1, 2048),
  /** Quotes are refused (503) while the data directory's disk has less free space than this, in MB. */
  DISK_FREE_MIN_MB: whole(0, 1024),
  /** Open connections at most; more are refused by the operating system's backlog. */
  MAX_CONNECTIONS: whole(1, 1024),
  /** "1" lets a production server on a public SITE_URL start while placeholders remain (npm run check:launch). */
  ALLOW_PLACEHOLDERS: z
    .enum(["1", "0", "true", "false", ""])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /**
   * "header" lets a request state the time in an X-Test-Now header: for browser tests only, refused
   * at start-up unless SITE_URL is on this machine.
   */
  TEST_CLOCK: z
    .enum(["off", "header", ""])
    .default("off")
    .transform((v) => (v === "header" ? "header" : "off")),
  /** Requests to the customers' booking pages per client address (IPv6: per /64) per hour. */
  BOOKING_RATE_LIMIT: whole(1, 120),
  /** How often the public claims (recycling rate, reply promise) are recomputed from the records, in seconds. */
  CLAIMS_REFRESH_SECONDS: whole(1, 60),
  /** First email retry delay in milliseconds (doubles per attempt, up to 15 minutes). */
  MAIL_RETRY_BASE_MS: whole(10, 5000),
});

export type Env = z.output<typeof schema> & { dataDir: string };

/** Every variable the server reads (.env.example and the README list each). */
export const settingNames = Object.keys(schema.shape);

/** The environment, validated once; a wrong value stops start-up with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
