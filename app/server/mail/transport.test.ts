import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../../../tests/support/smtp";
import { createMailTransport, isPermanentMailError } from "./transport.server";

let dir: string;
let preview: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "transport-test-"));
  preview = path.join(dir, "preview.jpg");
  await sharp({ create: { width: 50, height: 40, channels: 3, background: "#ccc" } })
    .jpeg()
    .toFile(preview);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const message = (messageId = "<abc.123@example.com>") => ({
  from: "Clearwell <quotes@example.com>",
  to: "office@example.com",
  subject: "New quote Q-1",
  messageId,
  text: "Hello",
  html: "<p>Hello</p>",
  attachments: [{ filename: "photo-1.jpg", path: preview, contentType: "image/jpeg", cid: "photo-1@quote.mail" }],
});

const noLog = { info: () => {} };

/** Send one message and return the error it failed with. */
async function failure(smtpUrl: string): Promise<unknown> {
  const transport = createMailTransport({ smtpUrl, dataDir: dir, log: noLog });
  try {
    await transport.send(message());
  } catch (error) {
    return error;
  } finally {
    transport.close();
  }
  throw new Error("the send succeeded");
}

describe("SMTP transport", () => {
  it("delivers to the SMTP server and reports the Message-ID", async () => {
    const smtp = await startSmtp();
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: dir, log: noLog });
    try {
      expect(transport.kind).toBe("smtp");
      const result = await transport.send(message());
      expect(result.messageId).toBe("<abc.123@example.com>");
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.parsed.subject).toBe("New quote Q-1");
      expect(smtp.received[0]!.parsed.attachments).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe("file transport", () => {
  it("writes a parseable .eml under <dataDir>/outbox, atomically, and logs it", async () => {
    const logged: { obj: object; msg: string }[] = [];
    const transport = createMailTransport({ dataDir: dir, log: { info: (obj, msg) => logged.push({ obj, msg }) } });
    expect(transport.kind).toBe("file");

    const result = await transport.send(message("<q-1.staff/../x@example.com>"));
    expect(result.messageId).toBe("<q-1.staff/../x@example.com>");
    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toEqual(["q-1.staff_.._x@example.com.eml"]);

    const file = path.join(dir, "outbox", files[0]!);
    const parsed = await simpleParser(await readFile(file));
    expect(parsed.subject).toBe("New quote Q-1");
    expect(parsed.messageId).toBe("<q-1.staff/../x@example.com>");
    expect(parsed.text?.trim()).toBe("Hello");
    expect(parsed.attachments.map((a) => a.filename)).toEqual(["photo-1.jpg"]);
    expect(logged).toEqual([{ obj: { file }, msg: "email written to file (SMTP_URL not set)" }]);

    // Sending the same message again replaces the file rather than adding another.
    await transport.send(message("<q-1.staff/../x@example.com>"));
    expect(await readdir(path.join(dir, "outbox"))).toEqual(files);
    transport.close();
  });
});

describe("isPermanentMailError", () => {
  it("is true for a 5xx reply from a real server", async () => {
    const smtp = await startSmtp({ rejectRcptWith: 550 });
    try {
      const error = await failure(smtp.url);
      expect(error).toMatchObject({ code: "EENVELOPE", responseCode: 550 });
      expect(isPermanentMailError(error)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("is false for a 4xx reply from a real server", async () => {
    const smtp = await startSmtp({ rejectRcptWith: 451 });
    try {
      const error = await failure(smtp.url);
      expect(error).toMatchObject({ responseCode: 451 });
      expect(isPermanentMailError(error)).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it("is false when nothing listens on the port", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const error = await failure(`smtp://127.0.0.1:${port}`);
    expect(["ECONNECTION", "ESOCKET"]).toContain((error as { code?: string }).code);
    expect(isPermanentMailError(error)).toBe(false);
  });

  it("classifies by reply code, not by error code", () => {
    expect(isPermanentMailError({ code: "EMESSAGE", responseCode: 552 })).toBe(true);
    expect(isPermanentMailError({ code: "EENVELOPE", responseCode: 553 })).toBe(true);
    expect(isPermanentMailError({ code: "EENVELOPE", responseCode: 450 })).toBe(false);
    expect(isPermanentMailError({ code: "ETIMEDOUT" })).toBe(false);
    expect(isPermanentMailError({ code: "ESOCKET" })).toBe(false);
    expect(isPermanentMailError(new Error("boom"))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
    expect(isPermanentMailError("550 no")).toBe(false);
  });

  it("keeps set-up problems temporary: failed authentication and 503", () => {
    expect(isPermanentMailError({ code: "EAUTH", responseCode: 535 })).toBe(false);
    expect(isPermanentMailError({ code: "EENVELOPE", responseCode: 503 })).toBe(false);
  });
});
