/** A real SMTP server on 127.0.0.1 for tests: it keeps every message it accepts, raw and parsed, with its envelope. */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  /** The SMTP envelope: who the message was really sent to. */
  rcptTo: string[];
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The parsed messages, in the order they arrived. */
  readonly messages: ParsedMail[];
  close(): Promise<void>;
}

/** `port` 0 picks a free one; `rejectRcptWith` makes the server refuse every recipient with that reply code. */
export async function startSmtp(options: { port?: number; rejectRcptWith?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const code = options.rejectRcptWith;
      callback(code ? Object.assign(new Error("no"), { responseCode: code }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw, { keepCidLinks: true }).then(
          (parsed) => {
            received.push({ raw, parsed, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client dropping its connection (the fault tests kill the site with -9) is not a test failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get messages() {
      return received.map((mail) => mail.parsed);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
