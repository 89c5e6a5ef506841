import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { outbox, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { fixture, freePort, stagingLeftovers, startSmtp } from "../integration/harness";
import { impostors, invalidUtf8, multipart, pngBomb, prng, validTextParts, type Part } from "./hostile-requests";
import { rawRequest, type RawResult } from "./raw-http";
import { atRest, startServerProcess, type ServerProcess } from "./server-process";

const MB = 1024 * 1024;
const jpeg = fixture("garden.jpg");
const png = fixture("sofa.png");
const marker = "<b>HTMLNAME</b>";
const HTML_CATEGORY = "CRLF and HTML in names and descriptions";

interface Case {
  category: string;
  send: () => Promise<RawResult>;
  /** Statuses this request may get; never a 5xx. */
  allowed: (number | null)[];
}

describe("hostile input against the quote endpoint", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const results: { category: string; status: number | null }[] = [];
  let baselineRss = 0;
  let warmUpStored = 0;
  /** Warm-up quotes accepted from the HTML-in-names kind: their office emails carry the marker too. */
  let warmUpHtmlStored = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServerProcess(await freePort(), { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // Warm up the paths a real quote takes, and each kind of refusal once (code the server compiles
    // or loads on first use is not a leak), then take the memory baseline.
    for (let i = 0; i < 3; i++)
      await send(multipart([...validTextParts(), { name: "files", filename: "a.jpg", type: "image/jpeg", value: jpeg }], "warm"), "warm");
    const seen = new Map<string, number>();
    for (const item of cases()) {
      // A few of each kind: each request also takes and settles a rate-limit slot in the embedded
      // database, whose memory grows to its working size first.
      if ((seen.get(item.category) ?? 0) >= 10) continue;
      seen.set(item.category, (seen.get(item.category) ?? 0) + 1);
      if ((await item.send()).status === 201) {
        warmUpStored++;
        if (item.category === HTML_CATEGORY) warmUpHtmlStored++;
      }
    }
    await atRest(server);
    baselineRss = server.rss();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const send = (body: Buffer, boundary: string | null, extra: Parameters<typeof rawRequest>[1] = {}) =>
    rawRequest(server.port, {
      body,
      headers: boundary === null ? {} : { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      ...extra,
    });

  function cases(): Case[] {
    const rand = prng(20261122);
    const list: Case[] = [];
    const add = (category: string, count: number, make: (i: number) => () => Promise<RawResult>, allowed: (number | null)[]) => {
      for (let i = 0; i < count; i++) list.push({ category, send: make(i), allowed });
    };
    const goodBody = (boundary: string) =>
      multipart([...validTextParts(), { name: "files", filename: "garden.jpg", type: "image/jpeg", value: jpeg }], boundary);

    add(
      "truncated multipart",
      200,
      () => {
        const body = goodBody("trunc");
        const cut = 1 + rand.int(body.length - 2);
        return () => send(body.subarray(0, cut), "trunc");
      },
      [400],
    );
    add(
      "garbage body",
      150,
      () => {
        const body = Buffer.from(Array.from({ length: 50 + rand.int(4000) }, () => rand.int(256)));
        return () => send(body, "garbage");
      },
      [400],
    );
    add("wrong boundary", 50, () => () => send(goodBody("actual"), "declared"), [400]);
    add("missing boundary", 50, () => () => send(goodBody("x"), null, { headers: { "Content-Type": "multipart/form-data" } }), [415]);
    add(
      "wrong content type",
      60,
      (i) => {
        const type = [
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "image/jpeg",
          "",
          "multipart/mixed; boundary=x",
        ][i % 6]!;
        const body = i % 6 === 0 ? Buffer.from(JSON.stringify({ name: "x" })) : goodBody("x");
        return () => rawRequest(server.port, { body, headers: type ? { "Content-Type": type } : {} });
      },
      [415],
    );
    add(
      "huge text field",
      40,
      () => {
        const description = "x".repeat(40_000 + rand.int(200_000));
        return () => send(multipart(validTextParts({ description }), "huge"), "huge");
      },
      [413],
    );
    add(
      "thousands of fields",
      30,
      () => {
        const parts: Part[] = Array.from({ length: 2000 + rand.int(3000) }, (_, i) => ({ name: `f${i}`, value: "v" }));
        return () => send(multipart([...validTextParts(), ...parts], "many"), "many");
      },
      [413],
    );
    add(
      "11+ files",
      30,
      () => {
        const files: Part[] = Array.from({ length: 11 + rand.int(5) }, (_, i) => ({
          name: "files",
          filename: `p${i}.png`,
          type: "image/png",
          value: png,
        }));
        return () => send(multipart([...validTextParts(), ...files], "eleven"), "eleven");
      },
      [413],
    );
    add(
      "21 MB file",
      4,
      () => () =>
        send(
          multipart(
            [
              ...validTextParts(),
              { name: "files", filename: "big.jpg", type: "image/jpeg", value: Buffer.concat([jpeg, Buffer.alloc(21 * MB)]) },
            ],
            "big",
          ),
          "big",
        ),
      [413],
    );
    add(
      "zero-byte file",
      50,
      () => () =>
        send(
          multipart([...validTextParts(), { name: "files", filename: "empty.jpg", type: "image/jpeg", value: Buffer.alloc(0) }], "zero"),
          "zero",
        ),
      [415],
    );
    add(
      "PNG decompression bomb",
      20,
      () => () =>
        send(
          multipart([...validTextParts(), { name: "files", filename: "bomb.png", type: "image/png", value: pngBomb() }], "bomb"),
          "bomb",
        ),
      [415],
    );
    add(
      "not a photo, named .jpg",
      120,
      (i) => {
        const impostor = impostors[i % impostors.length]!;
        return () =>
          send(
            multipart(
              [...validTextParts(), { name: "files", filename: `${impostor.label}.jpg`, type: "image/jpeg", value: impostor.data }],
              "fake",
            ),
            "fake",
          );
      },
      [415],
    );
    add(
      "path traversal and CRLF in file names",
      60,
      (i) => {
        const filename = [
          "../../../etc/passwd.jpg",
          "..\\..\\windows\\win.ini.jpg",
          "a\r\nContent-Type: text/html\r\n\r\n<script>.jpg",
          "/absolute/path.jpg",
          "....//....//x.jpg",
          "%2e%2e%2fencoded.jpg",
        ][i % 6]!;
        return () => send(multipart([...validTextParts(), { name: "files", filename, type: "image/jpeg", value: jpeg }], "trav"), "trav");
      },
      [201, 400],
    );
    add(
      HTML_CATEGORY,
      60,
      (i) => {
        const fields =
          i % 3 === 0
            ? { name: "Eve\r\nBcc: victim@example.org", description: "Header injection attempt in the name." }
            : {
                name: `Mallory ${marker} <img src=x onerror=alert(1)>`,
                description: `<script>alert("desc")</script> & "quotes" ${marker}`,
              };
        return () => send(multipart(validTextParts(fields), "html"), "html");
      },
      [201, 400],
    );
    add(
      "invalid UTF-8",
      60,
      (i) => {
        const bad = invalidUtf8[i % invalidUtf8.length]!;
        const parts = validTextParts();
        parts[i % parts.length] = { name: parts[i % parts.length]!.name, value: Buffer.concat([Buffer.from("x"), bad, Buffer.from("y")]) };
        return () => send(multipart(parts, "utf"), "utf");
      },
      [201, 400],
    );
    add(
      "header and body disagree on length",
      40,
      (i) => {
        const body = goodBody("len");
        // Half claim more than they send and then stop (the server must not wait for ever); half claim
        // less than they send (the rest reaches the server as a second, malformed request).
        return i % 2 === 0
          ? () => send(body.subarray(0, body.length - 10), "len", { contentLength: body.length + 500, closeAfterMs: 300 })
          : () => send(body, "len", { contentLength: body.length - 200 });
      },
      [400, null],
    );
    return list;
  }

  /** Every case, eight at a time; returns the answers no case allows. */
  async function sendAll(list: Case[]): Promise<string[]> {
    let next = 0;
    const failures: string[] = [];
    const worker = async () => {
      while (next < list.length) {
        const item = list[next++]!;
        const result = await item.send();
        results.push({ category: item.category, status: result.status });
        if (!item.allowed.includes(result.status)) failures.push(`${item.category}: ${result.status} ${result.body.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return failures;
  }

  it("answers 1,000+ bad requests without a 5xx, and keeps serving", async () => {
    const list = cases();
    expect(list.length).toBeGreaterThanOrEqual(1000);

    // Slow-drip uploads hold connections open while everything else goes on.
    const drips = Array.from({ length: 5 }, () =>
      send(multipart([...validTextParts(), { name: "files", filename: "slow.jpg", type: "image/jpeg", value: jpeg }], "drip"), "drip", {
        dripMs: 20,
        dripBytes: 256,
      }),
    );

    const failures = await sendAll(list);
    const dripResults = await Promise.all(drips);
    for (const drip of dripResults) results.push({ category: "slow drip", status: drip.status });

    const serverErrors = results.filter((r) => r.status !== null && r.status >= 500);
    expect(serverErrors).toEqual([]);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(dripResults.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);

    // Still up and quick.
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 240_000);

  it("escapes HTML from names and descriptions in the office's email, and keeps it out of the customer's", async () => {
    const deadline = Date.now() + 60_000;
    const htmlMails = () => smtp.messages.filter((m) => (m.text ?? "").includes("HTMLNAME"));
    const accepted = results.filter((r) => r.category === HTML_CATEGORY && r.status === 201).length + warmUpHtmlStored;
    expect(accepted).toBeGreaterThan(0);
    while (htmlMails().length < accepted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(htmlMails().length).toBe(accepted);
    for (const mail of htmlMails()) {
      expect(mail.subject).toMatch(/^New quote/);
      const html = String(mail.html);
      expect(html).toContain("&lt;b&gt;HTMLNAME&lt;/b&gt;");
      expect(html).not.toContain("<b>HTMLNAME</b>");
      expect(html).not.toMatch(/<script>alert|<img src=x/);
      expect(mail.headers.has("bcc")).toBe(false);
    }
    expect(smtp.received.filter((m) => m.raw.includes("HTMLNAME") && !m.rcptTo.includes("office@example.com"))).toEqual([]);
    expect(smtp.messages.some((m) => JSON.stringify(m.to ?? "").includes("victim@example.org"))).toBe(false);
  }, 90_000);

  it("returns to its memory baseline, and leaves no partial quote or stray file", async () => {
    // The embedded database's WebAssembly memory only grows, in steps, until it reaches its working
    // size, which the first run may or may not complete, and one step may still land in the second
    // run: a leak shows as growth across a further identical run of every case after that step.
    const settle = () => atRest(server);
    await settle();
    const afterFirst = server.rss();
    let before = afterFirst;
    expect(await sendAll(cases())).toEqual([]);
    await settle();
    let rss = server.rss();
    const afterSecond = rss;
    const thirdRun = rss - before >= 64 * MB;
    if (thirdRun) {
      before = rss;
      expect(await sendAll(cases())).toEqual([]);
      await settle();
      rss = server.rss();
    }
    console.log(
      `hostile input: RSS ${Math.round(baselineRss / MB)} MB after the warm-up, ${Math.round(afterFirst / MB)} MB after the first run, ${Math.round(afterSecond / MB)} MB after the second` +
        (thirdRun ? `, ${Math.round(rss / MB)} MB after a third` : ""),
    );
    expect(rss - before, `RSS ${Math.round(before / MB)} MB → ${Math.round(rss / MB)} MB`).toBeLessThan(64 * MB);
    // The ceiling is absolute: where the warm-up leaves the database's memory varies by 30 MB or more
    // from run to run (503 and 535 MB measured), while where every case leaves it does not (658–666 MB).
    expect(rss, `RSS ${Math.round(baselineRss / MB)} MB after the warm-up → ${Math.round(rss / MB)} MB`).toBeLessThan(768 * MB);

    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const stored = await database.db.select().from(quotes);
      const photos = await database.db.select().from(quotePhotos);
      const mails = await database.db.select().from(outbox);
      const accepted = results.filter((r) => r.status === 201).length;
      expect(stored.length).toBe(accepted + 3 + warmUpStored); // + the warm-up quotes
      for (const quote of stored) {
        expect(mails.filter((m) => m.quoteId === quote.id)).toHaveLength(2);
        const own = photos.filter((p) => p.quoteId === quote.id);
        const dir = path.join(server.dataDir, "uploads", quote.id);
        for (const photo of own) expect(existsSync(path.join(dir, photo.storedName)), photo.storedName).toBe(true);
        for (const photo of own) expect(photo.originalName).not.toMatch(/[\\/\r\n]/);
      }
      const uploadDirs = existsSync(path.join(server.dataDir, "uploads")) ? readdirSync(path.join(server.dataDir, "uploads")) : [];
      expect(uploadDirs.sort()).toEqual(
        stored
          .filter((q) => photos.some((p) => p.quoteId === q.id))
          .map((q) => q.id)
          .sort(),
      );
      expect(stagingLeftovers(server.dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
