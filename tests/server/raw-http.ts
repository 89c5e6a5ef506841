import net from "node:net";

export interface RawResult {
  /** HTTP status, or null when the connection closed without a response. */
  status: number | null;
  /** The status line and headers, as sent. */
  head?: string;
  body: string;
}

/**
 * Send a request byte for byte over a socket (so malformed requests reach the server as written).
 * `dripMs` sends the body one small piece at a time with that pause between pieces.
 */
export function rawRequest(
  port: number,
  {
    method = "POST",
    path = "/functions/v1/submit-quote",
    headers = {},
    body = Buffer.alloc(0),
    dripMs,
    dripBytes = 64,
    contentLength,
    closeAfterMs,
    onBodySent,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    dripMs?: number;
    dripBytes?: number;
    contentLength?: number;
    /** Stop sending (half-close the connection) this long after the body, whatever Content-Length said. */
    closeAfterMs?: number;
    /** Told the body's bytes written so far, after each piece the socket has handed on. */
    onBodySent?: (bytes: number) => void;
  },
  timeoutMs = 60_000,
): Promise<RawResult> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({
        status: status ? Number(status) : null,
        head: text.slice(0, Math.max(0, text.indexOf("\r\n\r\n"))),
        body: text.slice(text.indexOf("\r\n\r\n") + 4),
      });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, timeoutMs);
    socket.on("data", (data) => chunks.push(data));
    socket.on("close", finish);
    socket.on("error", () => {});
    const head =
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
      Object.entries({ "Content-Length": String(contentLength ?? body.length), ...headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("") +
      "\r\n";
    socket.write(Buffer.from(head, "latin1"));
    if (!dripMs) {
      socket.write(body, () => onBodySent?.(body.length));
      if (closeAfterMs !== undefined) setTimeout(() => socket.end(), closeAfterMs);
      return;
    }
    let offset = 0;
    const drip = () => {
      if (socket.destroyed || offset >= body.length) return;
      const end = Math.min(body.length, offset + dripBytes);
      socket.write(body.subarray(offset, end), () => onBodySent?.(end));
      offset = end;
      setTimeout(drip, dripMs);
    };
    drip();
  });
}
