import type { IncomingMessage } from "node:http";

/**
 * The visitor's address as Express works it out under TRUST_PROXY (`req.ip`), with an IPv4 address
 * that reached a dual-stack socket written plainly ("::ffff:203.0.113.7" → "203.0.113.7").
 */
export function clientAddress(req: IncomingMessage & { ip?: string }): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
