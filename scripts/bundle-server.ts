/**
 * server.ts and its modules (http/, the settings) bundled into build/server.js, which
 * `npm run serve` runs: plain JavaScript starts without Node's TypeScript stripping (about 17 MB
 * less memory) and one file costs far less to load than many (docs/benchmarks.md). React Router and
 * React stay outside, shared with the app's own bundle (build/server/index.js).
 */
import { build } from "rolldown";

await build({
  input: "server.ts",
  platform: "node",
  external: [/^react(-dom)?(\/.*)?$/, /^react-router(\/.*)?$/, /^@react-router\//, /^node:/],
  output: { file: "build/server.js", format: "esm", codeSplitting: false },
  logLevel: "warn",
});
console.log("server bundled into build/server.js");
