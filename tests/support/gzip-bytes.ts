import http from "node:http";

/** The bytes of one response as sent to a client that takes gzip only (what travels on the wire). */
export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}
