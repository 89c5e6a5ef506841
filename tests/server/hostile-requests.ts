import { deflateSync, crc32 } from "node:zlib";

/** A small deterministic PRNG, so a failing run can be replayed. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

export interface Part {
  name: string;
  value?: string | Buffer;
  filename?: string;
  type?: string;
}

export function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
        "latin1",
      ),
    );
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : (part.value ?? Buffer.alloc(0)));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const validTextParts = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    name: "Hostile Test",
    phone: "07911 123456",
    email: "hostile@example.org",
    postcode: "RH10 1AA",
    description: "A garage of boxes to clear, please.",
    consentGiven: "true",
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims 60,000 × 60,000 pixels (3.6 billion) but whose compressed data is a few
 * kilobytes: decoding it would need gigabytes. The server must refuse it by its pixel count.
 */
export function pngBomb(side = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = Math.ceil(side / 8) + 1;
  const rows = Buffer.alloc(rowBytes * 64); // the first rows only; zeros compress to almost nothing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Files that are not photos, named as if they were. */
export const impostors: { label: string; data: Buffer }[] = [
  { label: "text", data: Buffer.from("Just some text, definitely not a JPEG.\n") },
  { label: "ELF executable", data: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]) },
  { label: "Windows executable", data: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]) },
  { label: "PDF", data: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n") },
  { label: "GIF", data: Buffer.concat([Buffer.from("GIF89a"), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(";")]) },
  { label: "ZIP", data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]) },
  { label: "HTML", data: Buffer.from("<!doctype html><script>alert(1)</script>") },
  { label: "SVG", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>') },
];

/** Bytes that are not valid UTF-8. */
export const invalidUtf8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xa0, 0xa1]),
  Buffer.from([0xe2, 0x28, 0xa1]),
  Buffer.from([0xf0, 0x28, 0x8c, 0x28]),
  Buffer.from([0xff, 0xfe, 0xfd]),
];
