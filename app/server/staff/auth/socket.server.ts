/**
 * With PGlite the running server owns the database, so `npm run staff` asks it: a Unix socket at
 * DATA_DIR/staff.sock (mode 0600: only the server's own user may connect), one JSON request per
 * connection, at most 16 KB, answered with one JSON line.
 */
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { CommandRequest } from "./command-list.ts";
import type { CommandContext } from "./commands.server.ts";

const SOCKET_NAME = "staff.sock";
const MAX_REQUEST_BYTES = 16 * 1024;

export const socketPath = (dataDir: string) => path.join(dataDir, SOCKET_NAME);

export interface StaffSocket {
  path: string;
  close(): Promise<void>;
}

/** Listens on DATA_DIR/staff.sock (the caller holds the data directory's lock, so any file there is stale). */
export async function startStaffSocket(dataDir: string, context: () => Promise<CommandContext>): Promise<StaffSocket> {
  const file = socketPath(dataDir);
  rmSync(file, { force: true });
  // Half-open: the client ends its side after the request and still waits for the answer.
  const server = net.createServer({ allowHalfOpen: true }, (connection) => {
    connection.setTimeout(30_000, () => connection.destroy());
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    let started = false;
    const answer = (body: { ok: boolean; output: string }) => {
      done = true;
      connection.end(`${JSON.stringify(body)}\n`);
    };
    const handle = async () => {
      if (started) return;
      started = true;
      let request: CommandRequest;
      try {
        request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CommandRequest;
        if (typeof request !== "object" || request === null || typeof request.command !== "string") throw new Error("no command");
      } catch {
        return answer({ ok: false, output: "The request was not understood." });
      }
      // The commands (and the password list) are loaded on the first one, not at start.
      const { runStaffCommand } = await import("./commands.server.ts");
      answer(await runStaffCommand(await context(), request).catch((error: Error) => ({ ok: false, output: error.message })));
    };
    connection.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) return answer({ ok: false, output: "The request is too large." });
      chunks.push(chunk);
      if (chunk.includes(10)) void handle();
    });
    connection.on("end", () => {
      if (!done) void handle();
    });
    connection.on("error", () => {});
  });
  // Created 0600 from the start (no moment in which another user could connect), and set again after.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(file, 0o600);
  server.unref();
  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

/** Sends one request to a running server; rejects with the connection error when none answers. */
export function sendToSocket(file: string, request: CommandRequest, timeoutMs = 60_000): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(file);
    // Decoded once at the end: a character split between two chunks stays whole.
    const reply: Buffer[] = [];
    connection.setTimeout(timeoutMs, () => connection.destroy(new Error("The server did not answer in time.")));
    connection.on("connect", () => connection.end(`${JSON.stringify(request)}\n`));
    connection.on("data", (chunk: Buffer) => reply.push(chunk));
    connection.on("error", reject);
    connection.on("close", () => {
      try {
        resolve(JSON.parse(Buffer.concat(reply).toString("utf8")) as { ok: boolean; output: string });
      } catch {
        reject(new Error("The server's answer was not understood."));
      }
    });
  });
}
