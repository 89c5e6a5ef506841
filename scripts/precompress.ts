/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file in build/client, made once at
 * build time so the server sends the smallest bytes without compressing on each request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir, filesUnder } from "./built-files.ts";

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;

let count = 0;
for (const file of filesUnder(clientDir, (name) => compressible.test(name))) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (br, gz)`);
