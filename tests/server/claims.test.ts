/**
 * The public claims on the built server: a fresh install shows no figure its records do not back,
 * on any prerendered page or in the emails it writes; once tip runs totalling 5 t are recorded with
 * a known split, the home page shows the computed figure, in the HTML a crawler reads (no
 * JavaScript), without a rebuild, within the refresh.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/server/db/client.server";
import { tipRuns } from "../../app/server/db/schema.server";
import { freePort, freshPostgres } from "../integration/harness";
import { emailFiles, sendQuoteWithPhoto, startServerProcess, type ServerProcess } from "./server-process";

const pgUrl = process.env.TEST_DATABASE_URL;

/** Every prerendered page's path. */
const builtPages = () =>
  readdirSync(path.join("build", "client"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("index.html"))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, "/"));

/** A figure or claim wording the records do not back. */
const UNBACKED_FIGURE = /\b\d{1,3}\s?%\s?(?:recycl|Recycl)|within 2 hours/;
/** A token left unfilled outside the page's scripts (the loader data in them is filled by the browser as it renders). */
const unfilled = (html: string) => /\{\{claim[^}]*\}\}/.exec(html.replace(/<script\b(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, ""))?.[0];

describe.skipIf(!pgUrl)("claims computed from the records, on the built server", () => {
  let server: ServerProcess;
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPostgres(pgUrl!);
    drop = fresh.drop;
    server = await startServerProcess(await freePort(), { DATABASE_URL: fresh.url, CLAIMS_REFRESH_SECONDS: "1" });
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: server.dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await drop?.();
  });

  it("makes no claim with a number on a fresh install: every page, compressed or not, and the emails", { timeout: 180_000 }, async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const plain = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "identity" } });
      expect(plain.status, page).toBe(200);
      const html = await plain.text();
      expect(UNBACKED_FIGURE.exec(html)?.[0], page).toBeUndefined();
      expect(unfilled(html), page).toBeUndefined();
      expect(html, page).toContain('<meta name="site-claims" content="-;0"/>');
    }
    const br = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    // fetch undoes the brotli: what arrives is the filled page.
    expect(await br.text()).toContain("Every load sorted for recycling");

    const reference = await sendQuoteWithPhoto(server, "claims");
    await expect.poll(() => emailFiles(server.dataDir, reference).length, { timeout: 30_000 }).toBe(2);
    // Read as a mail program reads them: quoted-printable lines joined again, so a wrapped phrase is found.
    const emails = await Promise.all(
      emailFiles(server.dataDir, reference).map(async (file) => ({ file, mail: await simpleParser(readFileSync(file)) })),
    );
    for (const { file, mail } of emails) {
      const text = `${mail.subject ?? ""}\n${mail.text ?? ""}\n${mail.html || ""}`;
      expect(UNBACKED_FIGURE.exec(text)?.[0], file).toBeUndefined();
      expect(text, file).not.toContain("{{claim");
    }
    expect(emails.map(({ mail }) => mail.text ?? "").join("")).toContain("as soon as we can");
  });

  it("shows text a visitor sent that looks like a token as it was typed, never filled", async () => {
    const checked = await (await fetch(`${server.url}/areas/check?postcode=${encodeURIComponent("{{claim-values}}")}`)).text();
    expect(checked).toContain('value="{{claim-values}}"');
    expect(checked).toContain('<meta name="site-claims" content="-;0"/>');
    // The /contact form sent without JavaScript and refused: what was typed comes back as typed.
    const form = new FormData();
    form.set("name", "{{claim:reply.when}}");
    form.set("description", "{{claim-values}} {{claim:recycling.short}}");
    const refused = await fetch(`${server.url}/contact`, { method: "POST", body: form, headers: { origin: server.url } });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('value="{{claim:reply.when}}"');
    expect(html).toContain("{{claim-values}} {{claim:recycling.short}}</textarea>");
    expect(html).toContain('<meta name="site-claims" content="-;0"/>');
  });

  it("shows the figure the tip runs give once 5 t are recorded, without a rebuild", { timeout: 120_000 }, async () => {
    const before = await fetch(`${server.url}/`);
    const etag = before.headers.get("etag");
    // 4 t at a recycling facility reporting 90%, 1 t of it POPs-free; 2 t burnt for energy: 3.6 t of 6 t, 60%.
    const today = new Date().toISOString().slice(0, 10);
    const run = (siteId: string, siteTreatment: string, weightKg: number, basisPoints: number) => ({
      id: randomUUID(),
      tipDate: today,
      siteId,
      siteName: siteId,
      sitePermit: "EPR/AB1234CD",
      siteTreatment,
      weightKg,
      popsKg: 0,
      recycledBasisPoints: basisPoints,
      ticketName: "photo-1.jpg",
      previewName: "preview-1.jpg",
      ticketContentType: "image/jpeg",
    });
    await database.db
      .insert(tipRuns)
      .values([run("materials-recycling-facility", "recycling", 4000, 9000), run("pops-incinerator", "energy-recovery", 2000, 8000)]);
    await expect
      .poll(async () => (await (await fetch(`${server.url}/`)).text()).match(/<strong>([^<]*recycl[^<]*)<\/strong>/)?.[1], {
        timeout: 60_000,
        interval: 500,
      })
      .toBe("60% recycled");
    const after = await fetch(`${server.url}/`);
    expect(after.headers.get("etag")).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain('<meta name="site-claims" content="60;0"/>');
    expect(html).toContain("60% Recycling Rate");
    expect(html).toMatch(/<meta name="description" content="[^"]*60% recycled/);
    // The reply promise has no records behind it yet: still without a number.
    expect(html).not.toContain("within 2 hours");
  });
});
