import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelBooking } from "../../app/server/booking/customer.server";
import { queueDueReviewRequests, reviewAt } from "../../app/server/booking/reviews.server";
import { auditLog, bookings, outbox, tipRunJobs, tipRuns, wasteNotes } from "../../app/server/db/schema.server";
import { claimNote, recyclingFigure } from "../../app/server/disposals/tip-runs.server";
import { heldTicketSent } from "../../app/server/disposals/held-tickets.server";
import { removeOrphanPhotos } from "../../app/server/root/runtime.server";
import { fixture, startSmtp } from "./harness";
import { eventually } from "../support/eventually";
import { addQuote, backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { staffSuitePerTest } from "../support/staff-context";
import { withTwoInstances } from "../support/two-instances";
import { sampleFacts } from "../support/waste-note";
import { issueNote } from "../../app/server/waste/issue.server";
import { refused, UNPRINTABLE } from "../support/unusual-characters";

const at = (iso: string) => new Date(iso);
/** Tuesday 24 November 2026, 09:00 GMT. */
const NOW = at("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THU_PM = { date: "2026-11-26", id: "afternoon" };
const FRI_AM = { date: "2026-11-27", id: "morning" };
/** Thursday afternoon, after the jobs: the crew at the tip. */
const THU_TIP = at("2026-11-26T15:00:00Z");

describe("the review email's time in Europe/London", () => {
  it("is 10:00 UK time the day after the job: GMT in winter, BST in summer, across both clock changes", () => {
    expect(reviewAt("2026-11-26").toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(reviewAt("2026-07-01").toISOString()).toBe("2026-07-02T09:00:00.000Z");
    // Clocks go forward on Sunday 29 March 2026: a Saturday job's review goes at 10:00 BST.
    expect(reviewAt("2026-03-28").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    // Clocks go back on Sunday 25 October 2026: a Saturday job's review goes at 10:00 GMT.
    expect(reviewAt("2026-10-24").toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });
});

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`disposals and review requests on ${backend.name}`, () => {
    const t = staffSuitePerTest(backend.postgres);
    const { start, restart, db, bookingOf, call } = t;
    /** A booked job, collected on its day at 11:00 (12:00 after noon slots): its note issued, its booking done. */
    const doneJob = async (slot = THU_AM, options: { email?: string } = {}) => {
      const job = await bookJob(t.services, slot, NOW, options);
      const collected = new Date(`${slot.date}T${slot.id === "morning" ? "11" : "14"}:00:00Z`);
      await issueNote(
        db(),
        {
          ...sampleFacts({ transferredAt: collected }),
          bookingId: (await bookingOf(job.id)).id,
          actor: { id: null, label: "terminal" },
          now: collected,
        },
        { photoStore: t.services.photoStore, mailDomain: "example.com" },
      );
      return { ...job, booking: await bookingOf(job.id) };
    };
    /** The tip-run form as a browser sends it, the ticket's photo included unless `photo` is null. */
    const tipRunForm = (fields: Record<string, string>, jobs: string[], photo: Buffer | null = fixture("garden.jpg")) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const id of jobs) form.append("job", id);
      if (photo) form.append("files", new File([new Uint8Array(photo)], "ticket.jpg", { type: "image/jpeg" }));
      return form;
    };
    /** The confirmation's box and the held ticket's, from a page that asks about the weight. */
    const askedOf = (html: string) => ({
      weightOk: /name="weightOk" value="([^"]+)"/.exec(html)?.[1],
      held: /name="held" checked="" value="([^"]+)"/.exec(html)?.[1],
    });
    /**
     * A tip run sent as the office sends it: when the weight is asked about (200, the confirmation
     * step), sent again with "The weight is right: save it" ticked and the held ticket, no file.
     */
    const confirmedRun = async (fields: Record<string, string>, jobs: string[], now = THU_TIP) => {
      const first = await call("POST", "/staff/disposals", now, tipRunForm(fields, jobs));
      if (first.status !== 200) return first;
      const { weightOk, held } = askedOf(await first.text());
      expect(weightOk).toBeDefined();
      return call("POST", "/staff/disposals", now, tipRunForm({ ...fields, held: held!, weightOk: weightOk! }, jobs, null));
    };
    /** The photo store's folders, but the done jobs' note PDFs. */
    const storedObjects = async () => {
      const notes = new Set((await db().select({ id: wasteNotes.id }).from(wasteNotes)).map((note) => note.id));
      const ids: string[] = [];
      for await (const entry of t.services.photoStore.listQuotes()) if (!notes.has(entry.quoteId)) ids.push(entry.quoteId);
      return ids;
    };

    it("records a tip run against two done jobs from the page: preselected, the ticket's photo kept, audited, listed; POPs only where destroyed; the figure counts only what a site recycles", async () => {
      await start();
      const a = await doneJob(THU_AM);
      const b = await doneJob(THU_PM);
      const stillBooked = await bookJob(t.services, FRI_AM, NOW);

      const page = await call("GET", "/staff/disposals", THU_TIP);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toMatch(/<script/i);
      // That day's done jobs are ticked; a job not yet done is not offered.
      expect(html).toContain(`name="job" checked="" value="${a.booking.id}"`);
      expect(html).toContain(`name="job" checked="" value="${b.booking.id}"`);
      expect(html).not.toContain(stillBooked.reference);
      expect(html).toContain("Permit EPR/AB0000XY");
      expect(html).toContain('encType="multipart/form-data"');

      // 3 t is more than two half-van jobs' loads could hold (2 × 1.165 t): confirmed, then recorded.
      const posted = await confirmedRun({ date: "2026-11-26", site: "main-transfer-station", tonnes: "3", rate: "95", pops: "0" }, [
        a.booking.id,
        b.booking.id,
      ]);
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toBe("/staff/disposals?done=recorded");
      const [run] = await db().select().from(tipRuns);
      expect(run).toMatchObject({
        tipDate: "2026-11-26",
        siteId: "main-transfer-station",
        sitePermit: "EPR/AB0000XY",
        siteTreatment: "transfer",
        weightKg: 3000,
        popsKg: 0,
        recycledBasisPoints: 9500,
      });
      expect((await db().select().from(tipRunJobs)).map((row) => row.bookingId).sort()).toEqual([a.booking.id, b.booking.id].sort());
      const ticket = await t.services.photoStore.get(run!.id, run!.ticketName);
      expect(ticket?.contentType).toBe("image/jpeg");
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"));
      expect(entry!.detail).toContain("3.00 t, 95% recycled or recovered, 0.00 t POPs seating");
      expect(entry!.detail).toContain([a.reference, b.reference].sort().join(", "));
      expect(entry!.detail).toContain("weight confirmed above what its jobs' loads could hold: 3.00 t entered, their loads up to 2.33 t");

      const listed = await (await call("GET", "/staff/disposals?done=recorded", THU_TIP)).text();
      expect(listed).toContain("The tip run was recorded.");
      expect(listed).toContain(`href="/staff/disposals/${run!.id}/ticket"`);
      const photo = await call("GET", `/staff/disposals/${run!.id}/ticket`, THU_TIP);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");

      // Seating with POPs at a site that does not destroy it is refused, at its field, and nothing is recorded.
      const popsAtTransfer = await call(
        "POST",
        "/staff/disposals",
        THU_TIP,
        tipRunForm({ date: "2026-11-26", site: "main-transfer-station", tonnes: "0.5", rate: "95", pops: "200" }, [a.booking.id]),
      );
      expect(popsAtTransfer.status).toBe(400);
      expect(await popsAtTransfer.text()).toContain(
        "Crawley Waste Transfer Station does not destroy seating containing POPs: it goes to a site that incinerates it",
      );
      expect(await db().select().from(tipRuns)).toHaveLength(1);
      // At the energy recovery facility: 0.5 t with the seating, burnt, so none of it counts as recycled whatever the ticket says.
      const burnt = await call(
        "POST",
        "/staff/disposals",
        THU_TIP,
        tipRunForm({ date: "2026-11-26", site: "pops-incinerator", tonnes: "0.5", rate: "80", pops: "200" }, [b.booking.id]),
      );
      expect(burnt.status).toBe(303);
      // A second run of the same day at the other site: 2.5 t at 90%, no POPs seating.
      const second = await confirmedRun(
        { date: "2026-11-26", site: "materials-recycling-facility", tonnes: "2.5 t", rate: "90%", pops: "" },
        [a.booking.id],
      );
      expect(second.status).toBe(303);
      // Recycled: 3000 × 0.95 + 2500 × 0.90 = 2850 + 2250 = 5100 kg of 6000 kg tipped (85%): the 500 kg burnt count as tipped only.
      const figure = await recyclingFigure(db(), THU_TIP);
      expect(figure).toMatchObject({
        runs: 3,
        tippedKg: 6000,
        popsKg: 200,
        recycledKg: 5100,
        notRecyclingSitesKg: 300,
        verdict: "shown",
        publicPercent: 85,
      });
      expect(figure.rate).toBeCloseTo(5100 / 6000, 10);
      // Were the burnt load counted at its ticket's 80% (less its seating), 5340 of 6000 (89%): the figure never counts it.
      expect(claimNote(figure)).toBe("The site shows 85% recycled, from 12 months of tip runs: 5.10 t recycled of 6.00 t tipped.");

      // The inbox's figures: the rate, how it is worked out (the arithmetic), and what the site shows.
      const inbox = await (await t.call("GET", "/staff", THU_TIP)).text();
      expect(inbox).toContain("Recycled (12 months, from tip runs)");
      expect(inbox).toContain("85.0%");
      expect(inbox).toContain("5.10 t recycled of 6.00 t tipped, 3 tip runs.");
      expect(inbox).toContain("How this is worked out");
      expect(inbox).toContain(
        "5.10 t recycled ÷ 6.00 t tipped = 85.0% (of the tipped: 0.20 t POPs seating, 0.30 t at sites that do not recycle).",
      );
      expect(inbox).toContain("The site shows 85% recycled, from 12 months of tip runs");
    });

    it("finds a job by the day it was collected, not the day it was booked", async () => {
      await start();
      // Booked for Thursday, collected on Friday (the crew ran late): its note says Friday.
      const job = await bookJob(t.services, THU_AM, NOW);
      const friday = at("2026-11-27T09:30:00Z");
      await issueNote(
        db(),
        {
          ...sampleFacts({ transferredAt: friday }),
          bookingId: (await bookingOf(job.id)).id,
          actor: { id: null, label: "terminal" },
          now: friday,
        },
        { photoStore: t.services.photoStore, mailDomain: "example.com" },
      );
      const thursday = await (await call("GET", "/staff/disposals", THU_TIP)).text();
      expect(thursday).not.toContain(job.reference);
      const fridayPage = await (await call("GET", "/staff/disposals", at("2026-11-27T15:00:00Z"))).text();
      expect(fridayPage).toContain(`name="job" checked="" value="${(await bookingOf(job.id)).id}"`);
      // A run dated the Thursday cannot carry a job collected on the Friday.
      const early = await call(
        "POST",
        "/staff/disposals",
        at("2026-11-27T15:00:00Z"),
        tipRunForm({ date: "2026-11-26", site: "main-transfer-station", tonnes: "1", rate: "90", pops: "0" }, [
          (await bookingOf(job.id)).id,
        ]),
      );
      expect(early.status).toBe(400);
      expect(await db().select().from(tipRuns)).toHaveLength(0);
    });

    it("judges the claim only from 5 tonnes: under it no warning, at a rate above the claim none either", async () => {
      await start();
      const a = await doneJob(THU_AM);
      expect(
        (await confirmedRun({ date: "2026-11-26", site: "main-transfer-station", tonnes: "4.999", rate: "40", pops: "0" }, [a.booking.id]))
          .status,
      ).toBe(303);
      const few = await recyclingFigure(db(), THU_TIP);
      expect(few).toMatchObject({ verdict: "too-few", publicPercent: null });
      expect(claimNote(few)).toContain("without a number");
      expect(claimNote(few)).toContain("4.999 t of tip runs recorded in 12 months, 5 t needed before it shows a figure");
      const page = await (await call("GET", "/staff/disposals", THU_TIP)).text();
      expect(page).toContain("The site makes the recycling claim without a number");
      // One more kilogram at 100%: 5 t reached, the figure shown, rounded down; then more at 100%.
      expect(
        (
          await call(
            "POST",
            "/staff/disposals",
            THU_TIP,
            tipRunForm({ date: "2026-11-26", site: "main-transfer-station", tonnes: "0.001", rate: "100", pops: "0" }, [a.booking.id]),
          )
        ).status,
      ).toBe(303);
      // (4999 × 0.40 + 1) / 5000 = 40.01%: shown as 40%.
      expect(await recyclingFigure(db(), THU_TIP)).toMatchObject({ verdict: "shown", publicPercent: 40 });
      // 5.000 t at 40% and two of 20 t at 100%: 42,000 kg recycled of 45,000 kg, 93.3%.
      for (let i = 0; i < 2; i++) {
        expect(
          (await confirmedRun({ date: "2026-11-26", site: "main-transfer-station", tonnes: "20", rate: "100", pops: "0" }, [a.booking.id]))
            .status,
        ).toBe(303);
      }
      const backed = await recyclingFigure(db(), THU_TIP);
      expect(backed).toMatchObject({ verdict: "shown", publicPercent: 93 });
      // Runs older than 12 months no longer count.
      expect((await recyclingFigure(db(), at("2027-11-27T12:00:00Z"))).runs).toBe(0);
    });

    it("refuses bad input with a clear message for each field, keeps what was typed and the ticket's photo, records nothing", async () => {
      await start();
      const a = await doneJob(THU_AM);
      const send = async (fields: Record<string, string>, jobs = [a.booking.id], photo?: Buffer | null) => {
        const response = await call(
          "POST",
          "/staff/disposals",
          THU_TIP,
          tipRunForm({ date: "2026-11-26", site: "main-transfer-station", tonnes: "1.2", rate: "90", pops: "0", ...fields }, jobs, photo),
        );
        return { status: response.status, html: await response.text() };
      };
      const negative = await send({ tonnes: "-1.5" });
      expect(negative.status).toBe(400);
      expect(negative.html).toContain("Enter the weight in tonnes as a positive number with up to 3 decimals, e.g. 1.24.");
      expect(negative.html).toContain('value="-1.5"');
      const absurd = await send({ tonnes: "1240", rate: "93.5" });
      expect(absurd.html).toContain(
        "That is more than 20 tonnes, more than a vehicle carries: enter tonnes, not kilograms (1,240 kg is 1.24).",
      );
      expect(absurd.html).toContain('value="1240"');
      expect(absurd.html).toContain('value="93.5"');
      const overRate = await send({ rate: "101" });
      expect(overRate.html).toContain("The rate is a percentage from 0 to 100.");
      expect(overRate.html).toContain('value="101"');
      const unknownSite = await send({ site: "somewhere-else" });
      expect(unknownSite.html).toContain("Choose one of the receiving sites listed.");
      const control = await send({ tonnes: "1.2\u0000", pops: "8\u00070" });
      expect(control.html).toContain("Please remove the unusual characters (such as control characters) from the weight.");
      expect(control.html).toContain("Please remove the unusual characters (such as control characters) from the POPs seating weight.");
      expect(control.html).toContain('value="1.2\uFFFD"');
      const heavySofa = await send({ pops: "1500" });
      expect(heavySofa.html).toContain("The POPs seating can&#x27;t weigh more than the whole load.");
      const future = await send({ date: "2026-11-27" });
      expect(future.html).toContain("The tip run&#x27;s date can&#x27;t be in the future.");
      const noJobs = await send({}, []);
      expect(noJobs.html).toContain("Choose the jobs whose waste this tip run carried, or say why it has none.");
      const notDone = await bookJob(t.services, FRI_AM, NOW);
      const wrongJob = await send({}, [(await bookingOf(notDone.id)).id]);
      expect(wrongJob.html).toContain("Choose only completed jobs from the day of the tip run or the 14 days before it.");
      const noPhoto = await send({ tonnes: "1.75" }, [a.booking.id], null);
      expect(noPhoto.html).toContain("Add a photo of the weighbridge ticket.");
      expect(noPhoto.html).toContain('value="1.75"');
      const notAPhoto = await send({}, [a.booking.id], Buffer.from("%PDF-1.4 not a photo"));
      expect(notAPhoto.html).toContain("is not a JPG, PNG or HEIC photo.");
      // A photo over the intake's size stops the upload: what was typed before it comes back.
      const tooLarge = await send({ tonnes: "2.25", rate: "91" }, [a.booking.id], Buffer.alloc(20 * 1024 * 1024 + 1));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.html).toContain("&quot;ticket.jpg&quot; is larger than 20MB. Please choose a smaller photo. Nothing was recorded.");
      expect(tooLarge.html).toContain('value="2.25"');
      expect(tooLarge.html).toContain('value="91"');
      expect(tooLarge.html).toContain(`name="job" checked="" value="${a.booking.id}"`);
      const withTicket = [negative, absurd, overRate, unknownSite, control, heavySofa, future, noJobs, wrongJob];
      for (const refused of [...withTicket, noPhoto, notAPhoto]) {
        expect(refused.status).toBe(400);
        expect(refused.html).toContain("Nothing was changed:");
      }
      // A good photo sent with a refused form is held, and offered again ticked: nothing to choose again.
      for (const refused of withTicket)
        expect(refused.html).toMatch(/name="held" checked="" value="[0-9a-f-]{36}\|photo-1\.jpg\|ticket\.jpg"/);
      for (const refused of [noPhoto, notAPhoto, tooLarge]) expect(refused.html).not.toContain('name="held"');
      // The jobs ticked stay ticked.
      expect(negative.html).toContain(`name="job" checked="" value="${a.booking.id}"`);
      expect(negative.html).not.toContain("The POPs seating can&#x27;t weigh more");
      expect(await db().select().from(tipRuns)).toHaveLength(0);
      // The held photos of forms never sent again go with the start-up sweep, an hour on.
      expect(await storedObjects()).toHaveLength(withTicket.length);
      await removeOrphanPhotos(t.services.database, t.services.photoStore, Date.now() + 2 * 60 * 60 * 1000);
      expect(await storedObjects()).toEqual([]);
    });

    it("bidirectional controls, C1 controls and line separators in any field of a tip run: 400 naming each field, nothing recorded", async () => {
      await start();
      const a = await doneJob(THU_AM);
      for (const [name, c] of UNPRINTABLE) {
        const typed = {
          date: `2026-11${c}-26`,
          site: `main-transfer${c}-station`,
          tonnes: `1.2${c}5`,
          rate: `9${c}0`,
          pops: `8${c}0`,
          reason: `Paper${c} ticket`,
        };
        const response = await call("POST", "/staff/disposals", THU_TIP, tipRunForm(typed, [a.booking.id]));
        await refused(response, Object.keys(typed), name);
        // A held ticket's name sent back with one in it is not taken.
        expect(heldTicketSent(`${a.booking.id}|photo-1.jpg|ticket${c}.jpg`), name).toBeUndefined();
      }
      expect(await db().select().from(tipRuns)).toHaveLength(0);
      expect(heldTicketSent(`${a.booking.id}|photo-1.jpg|ticket.jpg`)).toMatchObject({ originalName: "ticket.jpg" });
    });

    it("a refused form keeps the ticket's photo: sent again with the box ticked and no file, the run is recorded with it, once", async () => {
      await start();
      const a = await doneJob(THU_AM);
      const quote = await addQuote(t.services);
      const fields = { date: "2026-11-26", site: "main-transfer-station", tonnes: "1,2", rate: "90", pops: "0" };
      const refused = await call("POST", "/staff/disposals", THU_TIP, tipRunForm(fields, [a.booking.id]));
      expect(refused.status).toBe(400);
      const html = await refused.text();
      const held = /name="held" checked="" value="([^"]+)"/.exec(html)![1]!;
      const [id] = held.split("|");
      expect(html).toContain(`<img src="/staff/disposals/held/${id}" alt="The weighbridge ticket: ticket.jpg"`);
      const preview = await call("GET", `/staff/disposals/held/${id}`, THU_TIP);
      expect(preview.status).toBe(200);
      expect(preview.headers.get("content-type")).toBe("image/jpeg");
      // A request's folder never passes for a held ticket, to show or to record.
      expect((await call("GET", `/staff/disposals/held/${quote.id}`, THU_TIP)).status).toBe(404);
      const forged = tipRunForm({ ...fields, tonnes: "1.2", held: `${quote.id}|photo-1.jpg|garden.jpg` }, [a.booking.id], null);
      const forgedPage = await (await call("POST", "/staff/disposals", THU_TIP, forged)).text();
      expect(forgedPage).toContain("The photo garden.jpg is no longer stored: add the ticket&#x27;s photo again.");

      const again = () => tipRunForm({ ...fields, tonnes: "1.1", held }, [a.booking.id], null);
      const [first, second] = await Promise.all([
        call("POST", "/staff/disposals", THU_TIP, again()),
        call("POST", "/staff/disposals", THU_TIP, again()),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      const runs = await db().select().from(tipRuns);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ id, weightKg: 1100, ticketName: "photo-1.jpg", previewName: "preview-1.jpg" });
      expect((await call("GET", `/staff/disposals/${id}/ticket`, THU_TIP)).status).toBe(200);
    });

    it("a weight far above what the chosen jobs' loads could hold is asked about first: the figures side by side, everything typed and the ticket kept; confirmed, recorded and audited with the figures", async () => {
      await start();
      const a = await doneJob(THU_AM);
      const fields = { date: "2026-11-26", site: "main-transfer-station", tonnes: "4.8", rate: "93.5", pops: "0" };
      // 4.8 t against one half-van job (its note: half the van and a 40 kg sofa): not recorded, asked.
      const asked = await call("POST", "/staff/disposals", THU_TIP, tipRunForm(fields, [a.booking.id]));
      expect(asked.status).toBe(200);
      const html = await asked.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain("Not recorded yet:");
      expect(html).toContain("Check the weight");
      expect(html).toContain("The weight is right: save it");
      // Side by side: the weight entered, what the jobs' loads could hold, each job's load and its bound, a full van's.
      expect(html).toContain("Weight entered");
      expect(html).toContain("4.80 t");
      expect(html).toContain("What the chosen jobs&#x27; loads could hold");
      expect(html).toContain("up to 1.165 t");
      expect(html).toContain(a.reference);
      expect(html).toContain("Half van booked (50% of the van); 50% of the van and 40 kg estimated on its note");
      expect(html).toContain("up to 1.125 t");
      expect(html).toContain("A full van (15 m³) holds up to 2.25 t");
      // Everything typed is kept, the job ticked, the ticket held; the box is not ticked for the user.
      expect(html).toContain('value="4.8"');
      expect(html).toContain('value="93.5"');
      expect(html).toContain(`name="job" checked="" value="${a.booking.id}"`);
      const { weightOk, held } = askedOf(html);
      expect(held).toMatch(/^[0-9a-f-]{36}\|photo-1\.jpg\|ticket\.jpg$/);
      expect(weightOk).toBe("4800-1165");
      expect(html).not.toMatch(/name="weightOk" checked=""/);
      expect(await db().select().from(tipRuns)).toHaveLength(0);
      expect((await recyclingFigure(db(), THU_TIP)).runs).toBe(0);

      // Sent again unticked: asked again. Ticked for another weight (changed since): asked again, with the new figures.
      const again = (extra: Record<string, string>) =>
        call("POST", "/staff/disposals", THU_TIP, tipRunForm({ ...fields, held: held!, ...extra }, [a.booking.id], null));
      expect((await again({})).status).toBe(200);
      const changed = await again({ tonnes: "4.9", weightOk: weightOk! });
      expect(changed.status).toBe(200);
      expect(askedOf(await changed.text()).weightOk).toBe("4900-1165");
      expect((await again({ weightOk: "4800-9999" })).status).toBe(200);
      expect(await db().select().from(tipRuns)).toHaveLength(0);

      // Ticked for these figures: recorded with the held ticket, and the audit line says it was confirmed, with the figures.
      const saved = await again({ weightOk: weightOk! });
      expect(saved.status).toBe(303);
      const [run] = await db().select().from(tipRuns);
      expect(run).toMatchObject({ weightKg: 4800, ticketName: "photo-1.jpg", noJobsReason: null });
      expect(run!.id).toBe(held!.split("|")[0]);
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"));
      expect(entry!.detail).toContain(
        `weight confirmed above what its jobs' loads could hold: 4.80 t entered, their loads up to 1.165 t (${a.reference}: 50% of a 15 m³ van up to 1.125 t, plus 40 kg; a full van up to 2.25 t)`,
      );
      expect((await recyclingFigure(db(), THU_TIP)).tippedKg).toBe(4800);

      // Corrected instead of confirmed: a weight within the bound needs no tick, and its audit line says nothing of one.
      const within = await call("POST", "/staff/disposals", THU_TIP, tipRunForm({ ...fields, tonnes: "1.165" }, [a.booking.id]));
      expect(within.status).toBe(303);
      const entries = await db().select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"));
      expect(entries).toHaveLength(2);
      expect(entries.filter((e) => e.detail!.includes("weight confirmed"))).toHaveLength(1);
    });

    it("a tip run whose jobs are not in the system is recorded with no jobs and a reason: kept, listed, audited, counted like any weighed ticket", async () => {
      await start();
      const a = await doneJob(THU_AM);
      const reason = "Paper ticket from before the system: the jobs of 2–3 March are on paper notes";
      const fields = { date: "2026-03-04", site: "main-transfer-station", tonnes: "1.2", rate: "90", pops: "0" };
      const send = async (extra: Record<string, string>, jobs: string[] = []) => {
        const response = await call("POST", "/staff/disposals", THU_TIP, tipRunForm({ ...fields, ...extra }, jobs));
        return { status: response.status, html: await response.text() };
      };
      // The page offers the reason's field.
      const page = await (await call("GET", "/staff/disposals?date=2026-03-04", THU_TIP)).text();
      expect(page).toContain("Why no jobs are ticked");
      expect(page).toContain('name="reason"');
      // No jobs and no reason; a reason too long, or with control characters; a reason with jobs ticked: refused at the field.
      const none = await send({ reason: "  " });
      expect(none.status).toBe(400);
      expect(none.html).toContain("Choose the jobs whose waste this tip run carried, or say why it has none.");
      const long = await send({ reason: "x".repeat(201) });
      expect(long.status).toBe(400);
      expect(long.html).toContain("Keep the reason to 200 characters or fewer.");
      const control = await send({ reason: "Paper\u0000 ticket" });
      expect(control.status).toBe(400);
      expect(control.html).toContain("Please remove the unusual characters (such as control characters) from the reason.");
      const withJobs = await call(
        "POST",
        "/staff/disposals",
        THU_TIP,
        tipRunForm({ ...fields, date: "2026-11-26", tonnes: "0.5", reason }, [a.booking.id]),
      );
      expect(withJobs.status).toBe(400);
      expect(await withJobs.text()).toContain("Leave the reason empty when jobs are ticked: it is for a tip run with none.");
      for (const refused of [none, long, control]) expect(refused.html).toContain("Nothing was changed:");
      expect(long.html).toContain(`value="${"x".repeat(201)}"`);
      expect(await db().select().from(tipRuns)).toHaveLength(0);

      // Exactly 200 characters, trimmed: recorded, with no jobs.
      expect((await send({ reason: ` ${"y".repeat(200)} ` })).status).toBe(303);
      expect((await db().select().from(tipRuns))[0]!.noJobsReason).toBe("y".repeat(200));
      await db().delete(tipRuns);
      const recorded = await send({ reason: `  ${reason} ` });
      expect(recorded.status).toBe(303);
      const [run] = await db().select().from(tipRuns);
      expect(run).toMatchObject({ tipDate: "2026-03-04", weightKg: 1200, noJobsReason: reason });
      expect(await db().select().from(tipRunJobs).where(eq(tipRunJobs.tipRunId, run!.id))).toHaveLength(0);
      const entries = await db().select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"));
      expect(entries.at(-1)!.detail).toContain(`1.20 t, 90% recycled or recovered, 0.00 t POPs seating; no jobs: "${reason}"`);
      // Listed with its reason where the jobs would be.
      const listed = await (await call("GET", "/staff/disposals", THU_TIP)).text();
      expect(listed).toContain(`No jobs: ${reason}`);
      // A weighed ticket at a site that recycles: it counts in the figure like any other run of the 12 months.
      expect(await recyclingFigure(db(), THU_TIP)).toMatchObject({ runs: 1, tippedKg: 1200, recycledKg: 1080 });

      // With no jobs to size it, the load is compared with one full van: 3 t is asked about, then confirmed.
      const heavy = await send({ tonnes: "3", reason });
      expect(heavy.status).toBe(200);
      expect(heavy.html).toContain("No jobs are ticked: a tip run is compared with one full van.");
      expect(heavy.html).toContain("up to 2.25 t");
      const { weightOk, held } = askedOf(heavy.html);
      expect(weightOk).toBe("3000-2250");
      expect(heavy.html).toContain(`value="${reason}"`);
      const saved = await call(
        "POST",
        "/staff/disposals",
        THU_TIP,
        tipRunForm({ ...fields, tonnes: "3", reason, held: held!, weightOk: weightOk! }, [], null),
      );
      expect(saved.status).toBe(303);
      const last = (await db().select().from(auditLog).where(eq(auditLog.action, "tip-run-recorded"))).at(-1)!;
      expect(last.detail).toContain(
        `no jobs: "${reason}"; weight confirmed above one full van (no jobs): 3.00 t entered, a full van up to 2.25 t`,
      );
      expect((await recyclingFigure(db(), THU_TIP)).tippedKg).toBe(4200);
    });

    it("the start-up sweep keeps tip runs' tickets (it removes only objects with no row)", async () => {
      await start();
      const a = await doneJob(THU_AM);
      expect(
        (
          await call(
            "POST",
            "/staff/disposals",
            THU_TIP,
            tipRunForm({ date: "2026-11-26", site: "main-transfer-station", tonnes: "1", rate: "90" }, [a.booking.id]),
          )
        ).status,
      ).toBe(303);
      const [run] = await db().select().from(tipRuns);
      await removeOrphanPhotos(t.services.database, t.services.photoStore, Date.now() + 2 * 60 * 60 * 1000);
      expect(await t.services.photoStore.get(run!.id, run!.ticketName)).toBeDefined();
    });

    it("asks for a review at 10:00 UK the day after a done job, once (again later, after a restart), never for a cancelled or a still-booked job, nor over a week late", async () => {
      await start();
      const done = await doneJob(THU_AM);
      const booked = await bookJob(t.services, THU_PM, NOW);
      const cancelled = await bookJob(t.services, FRI_AM, NOW);
      await cancelBooking(db(), cancelled.token, { reason: "" }, { now: NOW, secret: t.services.secret, mailDomain: "example.com" });
      const run = (now: string) => queueDueReviewRequests(db(), { now: at(now), mailDomain: "example.com" });
      expect(await run("2026-11-26T18:00:00Z")).toEqual([]);
      expect(await run("2026-11-27T09:59:59Z")).toEqual([]);
      expect(await run("2026-11-27T10:00:00Z")).toEqual([done.reference]);
      expect(await run("2026-11-27T10:05:00Z")).toEqual([]);
      await restart();
      expect(await run("2026-11-28T10:00:00Z")).toEqual([]);
      const rows = await db().select().from(outbox).where(eq(outbox.template, "review"));
      expect(rows.map((row) => row.quoteId)).toEqual([done.id]);
      expect((await bookingOf(done.id)).reviewRequestedAt?.toISOString()).toBe("2026-11-27T10:00:00.000Z");
      expect(booked.id).not.toBe(cancelled.id);
      // A job marked done late is still asked about within the week after it, never later.
      const overAWeek = await doneJob({ date: "2026-11-28", id: "morning" });
      const withinAWeek = await doneJob({ date: "2026-11-30", id: "morning" });
      expect(await run("2026-12-07T12:00:00Z")).toEqual([withinAWeek.reference]);
      expect(await run("2026-12-08T12:00:00Z")).toEqual([]);
      expect((await bookingOf(overAWeek.id)).reviewRequestedAt).toBeNull();
    });

    it("across the clock changes: 10:00 BST on the last Sunday of March, 10:00 GMT on the last Sunday of October", async () => {
      await start();
      const spring = await bookJob(t.services, { date: "2026-03-28", id: "morning" }, at("2026-03-25T10:00:00Z"));
      const autumn = await bookJob(t.services, { date: "2026-10-24", id: "afternoon" }, at("2026-10-20T10:00:00Z"));
      await db().update(bookings).set({ status: "done" });
      const run = (now: string) => queueDueReviewRequests(db(), { now: at(now), mailDomain: "example.com" });
      expect(await run("2026-03-29T08:59:00Z")).toEqual([]);
      expect(await run("2026-03-29T09:00:00Z")).toEqual([spring.reference]);
      expect(await run("2026-10-25T09:00:00Z")).toEqual([]); // 09:00 GMT: an hour early
      expect(await run("2026-10-25T09:59:59Z")).toEqual([]);
      expect(await run("2026-10-25T10:00:00Z")).toEqual([autumn.reference]);
    });

    it("the review email through real SMTP: the review page's link, a text part, the job's day", async () => {
      const smtp = await startSmtp();
      try {
        await start({ SMTP_URL: smtp.url, MAIL_FROM: "Clearwell <bookings@example.com>" });
        const job = await doneJob(THU_AM, { email: "kim@example.org" });
        await queueDueReviewRequests(db(), { now: at("2026-11-27T10:00:00Z"), mailDomain: "example.com" });
        t.services.outbox.wake();
        await eventually(() => expect(smtp.messages.filter((m) => m.subject?.startsWith("How did we do?"))).toHaveLength(1));
        const mail = smtp.messages.find((m) => m.subject?.startsWith("How did we do?"))!;
        expect(mail.subject).toBe(`How did we do? Your collection ${job.reference}`);
        expect(mail.to).toMatchObject({ text: "kim@example.org" });
        expect(mail.text).toContain(`your collection ${job.reference} on Thursday 26 November`);
        expect(mail.text).toContain("Leave a review: https://www.example.com/reviews/clearwell-waste-clearance");
        expect(mail.html).toContain('href="https://www.example.com/reviews/clearwell-waste-clearance"');
        expect(mail.html).toMatch(/^<!DOCTYPE html>/i);
      } finally {
        await t.stop();
        await smtp.close();
      }
    });
  });
}

describe.skipIf(!pgUrl)("two instances on one PostgreSQL database", () => {
  it("race to queue the review emails: each done job's is queued once", async () => {
    await withTwoInstances(pgUrl!, async (first, second) => {
      const jobs = [];
      for (const slot of [THU_AM, THU_AM, THU_PM, THU_PM]) jobs.push(await bookJob(first, slot, NOW));
      await first.database.db.update(bookings).set({ status: "done" });
      const due = at("2026-11-27T10:00:00Z");
      const runs = await Promise.all(
        [first, second, first, second].map((s) => queueDueReviewRequests(s.database.db, { now: due, mailDomain: "example.com" })),
      );
      expect(runs.flat().sort()).toEqual(jobs.map((job) => job.reference).sort());
      const rows = await first.database.db.select().from(outbox).where(eq(outbox.template, "review"));
      expect(rows).toHaveLength(4);
      expect(new Set(rows.map((row) => row.quoteId)).size).toBe(4);
    });
  });
});
