import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Start the built site (build/) on a free-ish port with its own data directory (up to 90 s to answer: a loaded machine starts it slowly). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // As `npm run serve` runs it.
  const child = spawn(process.execPath, ["--import", "./scripts/module-formats.ts", "--max-semi-space-size=2", "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-")),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url + "/robots.txt")).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
