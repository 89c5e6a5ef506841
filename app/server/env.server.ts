import path from "node:path";
import { z } from "zod";
import { business } from "../content/business";

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), `must look like ${example}`);

const schema = z.object({
  DATA_DIR: z.string().trim().default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "postgres://user:pass@host:5432/db"),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "smtp://user:pass@host:587"),
  STAFF_EMAIL: z.email().default(business.staffEmail),
  MAIL_FROM: z.string().trim().min(3).default(business.mailFrom),
  SITE_URL: z.url().default("http://localhost:3000"),
  /** Accepted quotes per client address per hour. */
  QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** A form sent faster than this after it was shown is treated as a bot. */
  QUOTE_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** First email retry delay in milliseconds (doubles per attempt, up to 15 minutes). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
});

export type Env = z.output<typeof schema> & { dataDir: string };

/** The environment, validated once; a wrong value stops start-up with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
