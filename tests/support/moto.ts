/**
 * moto's S3-compatible server (`moto_server`, Python), started on a free port for a test file. Where
 * it is not installed, tests that need it are skipped with a loud message, except in CI, where its
 * absence fails the run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { freePort } from "../integration/harness";

export const motoAvailable = spawnSync("moto_server", ["--help"], { stdio: "ignore" }).status === 0;
if (!motoAvailable) {
  if (process.env.CI) throw new Error("moto_server is not installed: the object-storage tests cannot run, and CI must run them.");
  console.warn(
    "\n*** moto_server is not installed: the S3 photo-store tests are SKIPPED. Install moto (pip install 'moto[server]') to run them. ***\n",
  );
}

export interface Moto {
  endpoint: string;
  port: number;
  /** Environment for the site: PHOTO_STORE and the S3_* settings for `bucket`. */
  env(bucket: string, prefix?: string): Record<string, string>;
  client: S3Client;
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startMoto(): Promise<Moto> {
  const port = await freePort();
  const child: ChildProcess = spawn("moto_server", ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${endpoint}/moto-api/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("moto_server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const client = new S3Client({
    region: "eu-west-2",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "test", secretAccessKey: "test" },
  });
  return {
    endpoint,
    port,
    client,
    env: (bucket, prefix = "photos") => ({
      PHOTO_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "eu-west-2",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test",
      S3_FORCE_PATH_STYLE: "true",
    }),
    createBucket: async (name) => {
      await client.send(new CreateBucketCommand({ Bucket: name, CreateBucketConfiguration: { LocationConstraint: "eu-west-2" } }));
    },
    stop: () =>
      new Promise((resolve) => {
        client.destroy();
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
