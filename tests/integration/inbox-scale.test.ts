import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../app/server/db/client.server";
import { bulkSetStatus, setStatus } from "../../app/server/quotes/inbox/actions.server";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import { EXPORT_BATCH_ROWS, exportCsvChunks } from "../../app/server/quotes/inbox/export.server";
import { staffActor } from "../../app/server/audit.server";
import { VIEWS, type InboxPage, type InboxView } from "../../app/server/quotes/inbox/model";
import { countByView, listQuotes, PAGE_SIZE } from "../../app/server/quotes/inbox/queries.server";
import { filterParams } from "../../app/server/quotes/pages/forms.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import { tapLinkClass } from "../../app/components/page-kit/kit";
import { addQuote, addStaff, backends, pgUrl } from "./inbox-support";
import { freshServicesPerTest, staffRequest } from "../support/staff-context";

const filter = (query: string) => filterParams.parse(Object.fromEntries(new URLSearchParams(query))).filter;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * `n` requests in one statement, newest first by number. Every `tie` in a row share one receipt time
 * to the microsecond (a JavaScript Date holds milliseconds only), so the order within a group rests
 * on the reference alone. Statuses cycle through new, contacted, lost, done, spam; names alternate
 * between two surnames.
 */
async function seed(db: Db, n: number, tie: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO quotes (id, reference, created_at, name, phone, email, postcode, town, description, consent_given, source, status)
    SELECT md5('scale-' || i)::uuid::text,
      'Q-2611-' || upper(lpad(to_hex(i * 7919 % 65521), 4, '0')),
      timestamptz '2026-11-20 10:00:00.123456+00' - (i / ${tie}) * interval '1 minute 0.000017 seconds',
      CASE WHEN i % 2 = 0 THEN 'Ann Archer' ELSE 'Ben Bowman' END, '+447700900' || lpad(i::text, 3, '0'), 'c' || i || '@example.org',
      'RH10 1AA', 'Crawley', 'Sofa', true, 'form',
      (ARRAY['new', 'contacted', 'lost', 'done', 'spam'])[1 + i % 5]
    FROM generate_series(1, ${n}) AS i`);
}

/** Every matching reference in the list's order, straight from the database (the expected answer). */
async function expected(db: Db, where: ReturnType<typeof sql>): Promise<string[]> {
  return rowsOf(await db.execute(sql`SELECT reference FROM quotes WHERE ${where} ORDER BY created_at DESC, reference DESC`)).map((r) =>
    String(r.reference),
  );
}

/** The first cell of each line of a CSV file after its header (every cell here is plain text). */
const references = (csv: string) =>
  csv
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(",")[0]!.replace(/^"|"$/g, ""));

/** References of a page, and a check that its links point at its own first and last rows. */
function refs(page: InboxPage): string[] {
  const references = page.rows.map((row) => row.reference);
  if (page.newer) expect(page.newer).toBe(references[0]);
  if (page.older) expect(page.older).toBe(references.at(-1));
  return references;
}

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the inbox at scale on ${backend.name}`, () => {
    let services: Runtime;
    const fresh = freshServicesPerTest(backend.postgres);
    const start = async () => {
      services = await fresh.start();
      return services.database.db;
    };

    it("pages through every request exactly once with Older, and back to the first page with Newer", async () => {
      const db = await start();
      const now = new Date("2026-11-24T12:00:00Z");
      await seed(db, 600, 4);
      const cases: [string, ReturnType<typeof sql>][] = [
        ["", sql`status IN ('new', 'contacted', 'quoted', 'booked')`],
        ["status=lost&q=archer", sql`status = 'lost' AND name = 'Ann Archer'`],
        ["status=spam", sql`status = 'spam'`],
      ];
      for (const [query, where] of cases) {
        const all = await expected(db, where);
        expect(all.length).toBeGreaterThan(2 * PAGE_SIZE);
        const f = filter(query);
        expect((await countByView(db, f.q, now))[f.view]).toBe(all.length);

        const pages: string[][] = [];
        let page = await listQuotes(db, f, {}, now);
        expect(page.newer).toBeNull();
        pages.push(refs(page));
        while (page.older) {
          page = await listQuotes(db, f, { after: page.older }, now);
          pages.push(refs(page));
        }
        expect(pages.flat()).toEqual(all);
        expect(pages.slice(0, -1).every((p) => p.length === PAGE_SIZE)).toBe(true);

        // Back up with Newer: each page the run of requests just before the one shown, ending on the first page.
        const back: string[][] = [pages.at(-1)!];
        while (page.newer) {
          page = await listQuotes(db, f, { before: page.newer }, now);
          const shown = refs(page);
          const at = all.indexOf(shown[0]!);
          expect(shown).toEqual(all.slice(at, at + shown.length));
          expect(all.indexOf(back.at(-1)![0]!)).toBeGreaterThan(at);
          back.push(shown);
        }
        expect(back.at(-1)).toEqual(pages[0]);
        expect(new Set(back.flat())).toEqual(new Set(all));
      }

      // A position whose request is gone (erased, or never was) gives the first page.
      const first = await listQuotes(db, filter(""), {}, now);
      expect(refs(await listQuotes(db, filter(""), { after: "Q-0000-GONE" }, now))).toEqual(refs(first));
      expect(refs(await listQuotes(db, filter(""), { before: "Q-0000-GONE" }, now))).toEqual(refs(first));
    });

    it("links Newer and Older as plain links from the rows shown, keeping the tab and search", async () => {
      const db = await start();
      await seed(db, 400, 1);
      const staff = await addStaff(services);
      const get = async (target: string) => (await staffRequest({ services, staff }, "GET", target)).text();
      const all = await expected(db, sql`status = 'lost' AND name = 'Ann Archer'`);
      expect(all.length).toBeGreaterThan(PAGE_SIZE);
      const first = await get("/staff?status=lost&q=archer");
      expect(first).toContain(`Lost requests matching “archer”: ${all.length}, newest first`);
      const nav = /<nav aria-label="Pages"[^>]*>([\s\S]*?)<\/nav>/;
      expect(first.match(nav)![1]).toBe(
        `<a href="/staff?status=lost&amp;q=archer&amp;after=${all[PAGE_SIZE - 1]}" rel="next" class="${tapLinkClass}">Older</a>`,
      );
      const second = await get(`/staff?status=lost&q=archer&after=${all[PAGE_SIZE - 1]}`);
      const links = [...second.match(nav)![1]!.matchAll(/<a href="([^"]+)"(?: rel="(\w+)")?[^>]*>(\w+)<\/a>/g)].map((m) => [
        m[3],
        m[2],
        m[1],
      ]);
      expect(links).toEqual([
        ["Newest", undefined, "/staff?status=lost&amp;q=archer"],
        ["Newer", "prev", `/staff?status=lost&amp;q=archer&amp;before=${all[PAGE_SIZE]}`],
      ]);
      expect(second).toContain(`Select ${all[PAGE_SIZE]}`);
      expect(second).not.toContain(`Select ${all[PAGE_SIZE - 1]}"`);
      expect(second).toMatch(/this page: \d+, received /);
    });

    it("streams the export: every matching request once, newest first, over more rows than one batch", async () => {
      const db = await start();
      const now = new Date("2026-11-24T12:00:00Z");
      await seed(db, 1260, 10);
      for (const [query, where, batch] of [
        ["status=done", sql`status = 'done'`, 7],
        ["status=lost&q=bowman", sql`status = 'lost' AND name = 'Ben Bowman'`, 5],
        ["", sql`status IN ('new', 'contacted', 'quoted', 'booked')`, EXPORT_BATCH_ROWS],
      ] as const) {
        const want = await expected(db, where);
        const chunks: { text: string; rows: number }[] = [];
        for await (const chunk of exportCsvChunks(db, filter(query), now, batch)) chunks.push(chunk);
        expect(want.length).toBeGreaterThan(batch);
        expect(chunks.length).toBe(1 + Math.ceil(want.length / batch));
        expect(chunks.slice(1, -1).every((c) => c.rows === batch)).toBe(true);
        expect(references(chunks.map((c) => c.text).join(""))).toEqual(want);
      }

      // Through the route: the body arrives in pieces, one per batch, the whole file in the end.
      const staff = await addStaff(services);
      const response = await staffRequest({ services, staff }, "GET", "/staff/export.csv");
      const reader = response.body!.getReader();
      const pieces: string[] = [];
      const decoder = new TextDecoder();
      for (let next = await reader.read(); !next.done; next = await reader.read())
        pieces.push(decoder.decode(next.value, { stream: true }));
      const want = await expected(db, sql`status IN ('new', 'contacted', 'quoted', 'booked')`);
      expect(want.length).toBeGreaterThan(EXPORT_BATCH_ROWS);
      expect(pieces.length).toBe(1 + Math.ceil(want.length / EXPORT_BATCH_ROWS));
      expect(references(pieces.join(""))).toEqual(want);
    });

    it("keeps the tab counts right through inserts, status changes, bulk changes and erasures", async () => {
      const db = await start();
      const now = new Date();
      const staff = await addStaff(services);
      const actual = async () => {
        const counts = Object.fromEntries(VIEWS.map((view) => [view, 0])) as Record<InboxView, number>;
        for (const view of VIEWS)
          counts[view] = Number(rowsOf(await db.execute(sql`SELECT count(*) AS n FROM quotes WHERE ${viewSql(view, now)}`))[0]!.n);
        return counts;
      };
      const check = async () => expect(await countByView(db, "", now)).toEqual(await actual());

      await seed(db, 120, 1);
      await check();
      // Requests arriving together (the intake's inserts run concurrently on PostgreSQL).
      const added = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          addQuote(services, { status: i % 3 ? "new" : "spam", createdAt: new Date(now.getTime() - i * 3_600_000) }),
        ),
      );
      await check();
      await setStatus(db, added[1]!.reference, "contacted", staffActor(staff), now);
      await setStatus(db, added[1]!.reference, "contacted", staffActor(staff), now);
      await check();
      const ids = rowsOf(await db.execute(sql`SELECT id FROM quotes WHERE status IN ('new', 'contacted') ORDER BY reference LIMIT 30`)).map(
        (r) => String(r.id),
      );
      expect(await bulkSetStatus(db, ids, "lost", staffActor(staff), now)).toBe(30);
      await check();
      await db.execute(sql`UPDATE quotes SET quoted_price_pence = 100 WHERE status = 'done'`);
      await check();
      await eraseQuotes(services, { reference: added[0]!.reference }, staffActor(staff), now);
      await eraseQuotes(services, { email: "c7@example.org" }, staffActor(staff), now);
      await db.execute(sql`DELETE FROM quotes WHERE status = 'spam'`);
      await check();
      expect((await countByView(db, "", now)).spam).toBe(0);
    });

    it("answers the search from trigram indexes (pg_trgm)", async () => {
      const db = await start();
      const searches = [
        ["quotes_reference_trgm_idx", sql`reference ILIKE '%2611-AB%'`],
        ["quotes_name_trgm_idx", sql`name ILIKE '%archer%'`],
        ["quotes_email_trgm_idx", sql`email ILIKE '%c12@exa%'`],
        ["quotes_phone_trgm_idx", sql`phone ILIKE '%7700900%'`],
        ["quotes_postcode_trgm_idx", sql`replace(postcode, ' ', '') ILIKE '%RH101%'`],
      ] as const;
      for (const [index, where] of searches) {
        const plan = await db.transaction(async (tx) => {
          // A handful of rows would be read in full otherwise: the question is whether the index can answer.
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return rowsOf(await tx.execute(sql`EXPLAIN SELECT id FROM quotes WHERE ${where}`)).map((r) => String(Object.values(r)[0]));
        });
        expect(plan.join("\n")).toContain(index);
      }
    });
  });
}

/** A tab's condition, written out independently of the inbox's own query code. */
function viewSql(view: InboxView, now: Date) {
  if (view === "active") return sql`status IN ('new', 'contacted', 'quoted', 'booked')`;
  if (view === "overdue") return sql`status = 'new' AND created_at <= ${new Date(now.getTime() - 2 * 3_600_000).toISOString()}`;
  return sql`status = ${view}`;
}
