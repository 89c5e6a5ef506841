import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type Mail from "nodemailer/lib/mailer";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../data-dir.server";
import { renameDurably } from "../durable-file.server";

interface SendResult {
  messageId: string;
}

export interface MailTransport {
  send(message: Mail.Options): Promise<SendResult>;
  close(): void;
  readonly kind: "smtp" | "file";
}

interface TransportOptions {
  smtpUrl?: string;
  dataDir: string;
  log: { info(obj: object, msg: string): void };
}

/** Never fetch a URL while building a message: every attachment is a local preview file. */
const MESSAGE_DEFAULTS = { disableUrlAccess: true };

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `<dataDir>/outbox`. */
export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.dataDir, options.log);
}

type Nodemailer = (typeof import("nodemailer"))["default"];
type Transporter = ReturnType<Nodemailer["createTransport"]>;

/** nodemailer loads with the first email, not at start. */
function lazyTransporter(make: (nodemailer: Nodemailer) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import("nodemailer").then((module) => make(module.default))),
    close: () => void transporter?.then((t) => t.close()),
  };
}

function smtpTransport(url: string): MailTransport {
  // Values in the URL's query string win over these, as nodemailer merges them.
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 20_000 }, MESSAGE_DEFAULTS),
  );
  return {
    kind: "smtp",
    async send(message) {
      const info = await (await transporter.get()).sendMail(message);
      return { messageId: info.messageId };
    },
    close: transporter.close,
  };
}

function fileTransport(dataDir: string, log: TransportOptions["log"]): MailTransport {
  const outbox = path.join(dataDir, "outbox");
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }, MESSAGE_DEFAULTS),
  );
  return {
    kind: "file",
    async send(message) {
      const info = await (await transporter.get()).sendMail(message);
      await mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(outbox, emlFileName(info.messageId));
      // Write then rename, so a reader never sees half a message; a resend replaces the same file.
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
        await renameDurably(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // The file's name is the Message-ID, which carries the quote's reference; never the recipient or subject.
      log.info({ file }, "email written to file (SMTP_URL not set)");
      return { messageId: info.messageId };
    },
    close: transporter.close,
  };
}

/**
 * True for failures that will not succeed on retry: an SMTP 5xx reply. Connection errors, timeouts
 * and 4xx replies are temporary. Two 5xx replies are treated as temporary all the same, because they
 * describe our set-up rather than the message, and a fixed set-up should still deliver every quote:
 * 503 (bad sequence of commands, as RFC 5321 and nodemailer read it) and failed authentication (EAUTH).
 */
export function isPermanentMailError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return false;
  return responseCode !== 503 && code !== "EAUTH";
}

/** The file a message is written to under DATA_DIR/outbox when SMTP is not set (erasure removes it). */
export function emlFileName(messageId: string | undefined): string {
  return `${safeFileName(messageId)}.eml`;
}

/** "<abc.123@example.com>" → "abc.123@example.com"; nothing that could leave the folder or hide the file. */
function safeFileName(messageId: string | undefined): string {
  const name = (messageId ?? "")
    .replace(/[<>]/g, "")
    .replace(/[^A-Za-z0-9._@+-]/g, "_")
    .replace(/^[.]+/, "")
    .slice(0, 150);
  return name || randomUUID();
}
