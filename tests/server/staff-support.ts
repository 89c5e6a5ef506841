import { spawn } from "node:child_process";

/** A browser's cookie jar for fetch with redirect: "manual". */
export class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const first = line.split(";")[0]!;
      const at = first.indexOf("=");
      const name = first.slice(0, at);
      const value = first.slice(at + 1);
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  clone(): Jar {
    const copy = new Jar();
    copy.cookies = new Map(this.cookies);
    return copy;
  }
}

export async function get(base: string, path: string, jar?: Jar): Promise<Response> {
  const response = await fetch(base + path, { redirect: "manual", headers: jar ? { cookie: jar.header() } : {} });
  jar?.take(response);
  return response;
}

export async function post(base: string, path: string, fields: Record<string, string>, jar?: Jar): Promise<Response> {
  const response = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(jar ? { cookie: jar.header() } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  jar?.take(response);
  return response;
}

/** `npm run staff -- …` as the owner runs it (the script itself, under this Node). */
export function staffCommand(
  dataDir: string,
  args: string[],
  stdin?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/staff.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdin.end(stdin ?? "");
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
