import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_HINT = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;
/** A head larger than this is passed on untouched (ours is about 45 KB). */
const HEAD_MAX_CHARS = 512 * 1024;

/**
 * Pages rendered on request: drops the <link rel="modulepreload"> hints from the document's <head>,
 * as the build does for prerendered pages (scripts/defer-module-hints.ts). On a slow phone connection
 * they make ~160 KB of JavaScript compete with the first paint; the module script at the end of the
 * page still loads the same modules once the content has painted. The head is held until `</head>`
 * arrives (one pass over it); everything after is streamed through untouched.
 */
export function deferModuleHints(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let passing = false;
  const release = (text: string) => {
    const end = text.indexOf("</head>");
    return end < 0 ? text : text.slice(0, end).replace(MODULE_HINT, "") + text.slice(end);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      head += decoder.write(chunk);
      if (head.includes("</head>") || head.length > HEAD_MAX_CHARS) {
        passing = true;
        const out = release(head);
        head = "";
        return callback(null, out);
      }
      callback();
    },
    flush(callback) {
      const rest = head + decoder.end();
      callback(null, rest ? release(rest) : undefined);
    },
  });
}
