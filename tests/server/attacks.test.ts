/**
 * The attacks of a security review, replayed against the built server as a real process: stalling
 * and cache-growing paths, open redirects, cross-site posts, forwarded addresses, control characters
 * and what reaches the logs, concurrent uploads, a full disk, the no-JavaScript form posted twice.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { quotes } from "../../app/server/db/schema.server";
import { fixture, freePort, startSmtp } from "../integration/harness";
import { multipart, validTextParts } from "./hostile-requests";
import { rawRequest } from "./raw-http";
import { startServerProcess, type ServerProcess } from "./server-process";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the path exactly as given (fetch would normalise it). */
function request(
  port: number,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers: { ...headers, ...(body ? { "content-length": String(body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const quoteBody = (fields: Record<string, string> = {}, boundary = "attack") => multipart(validTextParts(fields), boundary);
const postQuote = (port: number, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  request(port, "/functions/v1/submit-quote", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=attack", ...headers },
    body: quoteBody(fields),
  });

describe("attacks against the built server", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServerProcess(await freePort(), { SMTP_URL: smtp.url, LOG_LEVEL: "info" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("answers an over-long path with 414, and any number of slashes with one redirect to the page", async () => {
    expect((await request(server.port, `${"/".repeat(15_500)}about`)).status).toBe(414);
    for (const path of [`${"/".repeat(2000)}about`, "//about", "///about", "/%61bout", "/about/"]) {
      const answer = await request(server.port, path);
      expect([answer.status, answer.headers.location], path).toEqual([301, "/about"]);
    }
    // The page at its one address carries its own scripts' hashes, so it hydrates.
    const page = await request(server.port, "/about");
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  it("never answers with a Location that leaves the site", async () => {
    const paths = [
      "//evil.example/path/",
      "//evil.example",
      "///evil.example//",
      "/\\evil.example/",
      "/%5Cevil.example/",
      "/%2F%2Fevil.example/",
      "//%65vil.example/x/",
      "/.//evil.example/",
    ];
    for (const path of paths) {
      const answer = await request(server.port, path);
      const location = answer.headers.location;
      if (location !== undefined) expect(location, path).toMatch(/^\/(?![/\\])/);
      expect([301, 404], path).toContain(answer.status);
    }
  });

  it("sends dot segments and encoded slashes to the 404 page, never to another page", async () => {
    for (const path of ["/about/../contact", "/./about", "/areas/crawley%2F..", "/a%2Fb"]) {
      const answer = await request(server.port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain("Page Not Found");
    }
  });

  it("answers an escape that does not decode with 400 and a warning, on every side of the site", async () => {
    // The same check as undecodable-paths.test.ts, here through the bundled server (which once dropped it).
    const before = server.output().length;
    const paths = ["/%ff", "/%E0%A4%A", "/areas/%C0%AF", "/booking/%ff", "/staff/quotes/%ff"];
    for (const path of paths) {
      const answer = await request(server.port, path);
      expect([answer.status, answer.body], path).toEqual([400, "Bad request: the address has a percent-escape that cannot be decoded."]);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
    const logged = () =>
      server
        .output()
        .slice(before)
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { level: number; msg: string });
    await expect.poll(() => logged().filter((line) => line.msg.startsWith("bad request: undecodable escape")).length).toBe(paths.length);
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
    expect(server.output().slice(before)).not.toMatch(/URIError|stack/);
  });

  it("does not send brotli to a browser that refuses it", async () => {
    const answer = await request(server.port, "/about", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it("refuses quote posts another website's page makes, and accepts same-site ones and clients that send neither header", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const answer = await postQuote(server.port, {}, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body).error).toMatch(/our own website/);
    }
    const form = await request(server.port, "/contact", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=attack", origin: "https://evil.example" },
      body: quoteBody(),
    });
    expect(form.status).toBe(403);
    // A staff form posted from another site: refused, and the refusal says what was refused.
    const staffForm = await request(server.port, "/staff/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: Buffer.from("email=a%40example.com&password=x"),
    });
    expect(staffForm.status).toBe(403);
    expect(staffForm.body).toMatch(/^Staff forms can only be sent from the staff pages of this website\./);
    expect((await postQuote(server.port, {}, { origin: server.url, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await postQuote(server.port)).status).toBe(201);
  });

  it("answers a NUL byte with a field error, and keeps customers' details out of the log", async () => {
    const before = server.output().length;
    const nul = await postQuote(server.port, {
      name: "Zebedee\u0000Quill",
      email: "zebedee.quill@example.org",
      description: "Boxes\u0000and more boxes",
    });
    expect(nul.status).toBe(400);
    expect(Object.keys(JSON.parse(nul.body).fieldErrors).sort()).toEqual(["description", "name"]);
    const ok = await postQuote(server.port, { name: "Zebedee Quill", email: "zebedee.quill@example.org", postcode: "RH10 1AA" });
    expect(ok.status).toBe(201);
    const reference = JSON.parse(ok.body).reference as string;
    await expect.poll(() => smtp.messages.filter((m) => m.text?.includes(reference)).length, { timeout: 20_000 }).toBe(2);
    const log = server.output().slice(before);
    expect(log).toContain(reference);
    for (const personal of ["Zebedee", "zebedee.quill", "RH10 1AA", "received your quote request"])
      expect(log, personal).not.toContain(personal);
    for (const line of log.trim().split("\n")) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("logs refusals with the client's address", async () => {
    const before = server.output().length;
    const fake = multipart(
      [...validTextParts(), { name: "files", filename: "x.jpg", type: "image/jpeg", value: Buffer.from("not a photo") }],
      "attack",
    );
    const answer = await request(server.port, "/functions/v1/submit-quote", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=attack" },
      body: fake,
    });
    expect(answer.status).toBe(415);
    const logged = () =>
      server
        .output()
        .slice(before)
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { clientIp?: string; res?: { statusCode: number } });
    await expect.poll(() => logged().find((line) => line.res?.statusCode === 415)?.clientIp).toBe("127.0.0.1");
  });

  it("stores one quote when the no-JavaScript form is posted twice", async () => {
    const page = await request(server.port, "/contact");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    const stamp = /name="formStamp" value="([^"]+)"/.exec(page.body)?.[1];
    expect(stamp).toBeTruthy();
    const body = quoteBody({ formStamp: stamp!, name: "Twice Posted" });
    const post = () =>
      request(server.port, "/contact", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=attack" }, body });
    const [first, second] = [await post(), await post()];
    expect([first.status, second.status]).toEqual([201, 201]);
    const reference = (html: string) => /data-testid="quote-reference">([^<]+)</.exec(html)?.[1];
    expect(reference(first.body)).toBeTruthy();
    expect(reference(second.body)).toBe(reference(first.body));
    // The page after a stored quote carries a new stamp, for a next, different quote.
    expect(/name="formStamp" value="([^"]+)"/.exec(first.body)?.[1]).not.toBe(stamp);
  });

  it("lets one stamp carry one quote: another request with the used stamp is refused with its text kept and a fresh stamp", async () => {
    const page = await request(server.port, "/contact");
    const stamp = /name="formStamp" value="([^"]+)"/.exec(page.body)?.[1];
    const post = (name: string, key: string) =>
      request(server.port, "/contact", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=attack" },
        body: quoteBody({ formStamp: stamp!, name, idempotencyKey: key }),
      });
    const first = await post("Stamp Owner", "stamp-owner-key-1");
    expect(first.status).toBe(201);
    const again = await post("Stamp Borrower", "stamp-borrower-key-2");
    expect(again.status).toBe(409);
    expect(again.body).toContain("This form has already sent a quote request.");
    expect(again.body).toContain('value="Stamp Borrower"');
    const fresh = /name="formStamp" value="([^"]+)"/.exec(again.body)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(stamp);
    const api = await postQuote(server.port, { formStamp: stamp!, name: "Api Borrower" }, { "Idempotency-Key": "stamp-borrower-key-3" });
    expect(api.status).toBe(409);
  });

  it("turns away a third simultaneous upload from one address before reading it", async () => {
    // Each upload counts as begun once its first pieces of body have reached the server's socket.
    const begun: Promise<void>[] = [];
    const slow = (port: number) => {
      let started: () => void = () => {};
      begun.push(new Promise<void>((resolve) => (started = resolve)));
      return rawRequest(port, {
        body: multipart(
          [...validTextParts(), { name: "files", filename: "a.jpg", type: "image/jpeg", value: fixture("garden.jpg") }],
          "slow",
        ),
        headers: { "Content-Type": "multipart/form-data; boundary=slow" },
        dripMs: 50,
        dripBytes: 2048,
        onBodySent: (bytes) => bytes >= 4 * 2048 && started(),
      });
    };
    const limited = await startServerProcess(await freePort(), { UPLOADS_PER_ADDRESS: "2", SMTP_URL: smtp.url });
    try {
      const running = [slow(limited.port), slow(limited.port)];
      await Promise.all(begun);
      const third = await request(limited.port, "/functions/v1/submit-quote", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=attack" },
        body: quoteBody(),
      });
      expect(third.status).toBe(503);
      expect(third.headers["retry-after"]).toBe("30");
      expect((await Promise.all(running)).map((r) => r.status)).toEqual([201, 201]);
    } finally {
      await limited.stop();
    }
  });
});

describe("slow clients", () => {
  it("closes a connection whose headers have not arrived within 20 seconds", async () => {
    const server = await startServerProcess(await freePort());
    try {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
      const drip = setInterval(() => socket.write("a"), 1000);
      const started = Date.now();
      await new Promise((resolve) => socket.once("close", resolve));
      clearInterval(drip);
      const seconds = (Date.now() - started) / 1000;
      expect(seconds).toBeGreaterThan(15);
      expect(seconds).toBeLessThan(28);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("limits that need a server of their own", () => {
  it("refuses uploads with 503 while free disk is under the floor", async () => {
    const server = await startServerProcess(await freePort(), { DISK_FREE_MIN_MB: String(1e9) });
    try {
      const answer = await postQuote(server.port);
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("30");
    } finally {
      await server.stop();
    }
  });

  it("counts visitors behind a trusted proxy apart, and everyone behind an untrusted one together", async () => {
    for (const [trust, expected] of [
      ["loopback", [201, 201]],
      ["10.0.0.0/8", [201, 429]],
    ] as const) {
      const server = await startServerProcess(await freePort(), { TRUST_PROXY: trust, QUOTE_RATE_LIMIT: "1" });
      try {
        const a = await postQuote(server.port, {}, { "x-forwarded-for": "198.51.100.1" });
        const b = await postQuote(server.port, {}, { "x-forwarded-for": "198.51.100.2" });
        expect([a.status, b.status], trust).toEqual(expected);
      } finally {
        await server.stop();
      }
    }
  });

  it("marks a quote without a stamp as suspected spam when the fill-time check is on", async () => {
    const server = await startServerProcess(await freePort(), { QUOTE_MIN_FILL_MS: "3000" });
    let id = "";
    try {
      const answer = await postQuote(server.port);
      expect(answer.status).toBe(201);
      id = JSON.parse(answer.body).reference;
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const rows = await database.db.select().from(quotes);
      expect(rows.map((q) => [q.reference, q.status, q.spamReason])).toEqual([[id, "spam", "no-stamp"]]);
    } finally {
      await database.close();
    }
  });
});
