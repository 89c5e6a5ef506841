import { Readable } from "node:stream";
import { formatDate } from "../../../kernel/uk-time";
import { MAX_TIP_RUN_TONNES, receivingSite, receivingSites } from "../../../content/receiving-sites";
import {
  doneJobsBetween,
  heldTicketSent,
  holdTicket,
  isHeldTicket,
  formatRate,
  formatTonnes,
  JOB_DAYS_BEFORE_TIP,
  recentTipRuns,
  recordTipRun,
  recyclingFigure,
  tipRunById,
  type HeldTicket,
  type ListedTipRun,
} from "../tip-runs.server";
import { staffActor } from "../../../kernel/audit.server";
import { refusalStatus } from "../../../kernel/refusal";
import { addDays, londonDate } from "../../../kernel/uk-time";
import { TIP_RUN_MANY, tipRunForm } from "./forms.server";
import {
  buttonClass,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Hint,
  Label,
  linkClass,
  Notice,
  Panel,
  parseForm,
  redirect,
  type FormErrors,
} from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import { RecyclingFigureView } from "./recycling-figure.server";
import { TipRunForm, type FormState } from "./tip-run-form.server";
import { isDate } from "../../../kernel/uk-time";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { keepPhoto, withStaffUpload } from "../../photos/staff-uploads.server";

/*
 * /staff/disposals: record a tip run from its weighbridge ticket (date, receiving site with its
 * permit, the done jobs whose waste it carried, weight, the site's recycled rate, POPs seating and a
 * photo of the ticket), the recent tip runs, and the recycling figure they make. The form posts as
 * multipart (the ticket's photo) and works without JavaScript; a refused form comes back with every
 * problem and everything typed, the ticket's photo included: it is held in the photo store as soon
 * as it arrives and offered again as a ticked "Keep" box (a browser cannot fill a file input again).
 */

/** GET /staff/disposals?date=YYYY-MM-DD */
export async function disposalsPage(ctx: SignedInContext): Promise<Response> {
  const now = ctx.services.clock.now(ctx.request);
  const asked = (ctx.url.searchParams.get("date") ?? "").slice(0, 20);
  const badDate = asked !== "" && !isDate(asked);
  const date = asked && !badDate && asked <= londonDate(now) ? asked : londonDate(now);
  const done = ctx.url.searchParams.get("done") === "recorded";
  return renderPage(
    ctx,
    now,
    date,
    { values: { date: badDate ? asked : date }, errors: badDate ? { date: "Enter a date like 2026-11-24." } : {} },
    badDate ? 400 : 200,
    done,
  );
}

async function renderPage(
  ctx: SignedInContext,
  now: Date,
  date: string,
  form: FormState,
  status: number,
  recorded = false,
): Promise<Response> {
  const db = ctx.services.database.db;
  const [jobs, runs, figure] = await Promise.all([
    doneJobsBetween(db, addDays(date, -JOB_DAYS_BEFORE_TIP), date),
    recentTipRuns(db),
    recyclingFigure(db, now),
  ]);
  return staffPage({
    title: "Disposals",
    staff: ctx.staff,
    status,
    children: (
      <div className="mx-auto max-w-4xl space-y-6">
        <h1 className="font-display text-3xl font-bold text-brand-dark">Disposals</h1>
        {recorded && <Notice>The tip run was recorded.</Notice>}
        <ErrorSummary errors={form.errors} />
        <Panel id="figure" heading="Recycling rate">
          <RecyclingFigureView figure={figure} />
        </Panel>
        <Panel id="record" heading="Record a tip run">
          <DayPicker date={form.values.date ?? date} errors={form.errors} />
          <TipRunForm date={date} jobs={jobs} form={form} />
        </Panel>
        <Panel id="runs" heading="Recent tip runs">
          <RunsTable runs={runs} />
        </Panel>
      </div>
    ),
  });
}

function DayPicker({ date, errors }: { date: string; errors: FormErrors }) {
  return (
    <form method="get" action="/staff/disposals" className="mb-4 flex flex-wrap items-end gap-2">
      <div className="flex flex-col">
        <Label htmlFor="date">Day of the tip run</Label>
        <Hint name="date">That day's completed jobs are ticked below.</Hint>
        <input
          id="date"
          name="date"
          type="date"
          defaultValue={date}
          aria-describedby={describedBy(errors, "date", "date-hint")}
          aria-invalid={errors.date ? true : undefined}
          className={controlClass}
        />
        <FieldError errors={errors} name="date" />
      </div>
      <button type="submit" className={buttonClass("outline")}>
        Show that day
      </button>
    </form>
  );
}

function RunsTable({ runs }: { runs: ListedTipRun[] }) {
  if (!runs.length) return <p className="text-muted">No tip runs recorded yet.</p>;
  return (
    <table className={cardTable.table}>
      <caption className="sr-only">The 20 most recent tip runs, newest first</caption>
      <thead className={cardTable.head}>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Site</th>
          <th scope="col">Jobs</th>
          <th scope="col">Weight</th>
          <th scope="col">POPs seating</th>
          <th scope="col">Recycled rate</th>
          <th scope="col">Ticket</th>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {runs.map((run) => (
          <tr key={run.id} className={cardTable.row}>
            <td className={cardTable.cell}>
              <CardLabel>Date</CardLabel>
              {formatDate(run.tipDate, "long")}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Site</CardLabel>
              {`${run.siteName} (permit ${run.sitePermit})`}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Jobs</CardLabel>
              {run.references.join(", ") || "–"}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Weight</CardLabel>
              {formatTonnes(run.weightKg)}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>POPs seating</CardLabel>
              {`${run.popsKg} kg`}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Recycled rate</CardLabel>
              {formatRate(run.recycledBasisPoints)}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Ticket</CardLabel>
              <a href={`/staff/disposals/${run.id}/ticket`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                Ticket photo<span className="sr-only">{` of the tip run on ${formatDate(run.tipDate, "long")} at ${run.siteName}`}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** POST /staff/disposals (multipart/form-data): record a tip run. */
export async function recordTipRunAction(ctx: SignedInContext): Promise<Response> {
  const now = ctx.services.clock.now(ctx.request);
  const today = londonDate(now);
  return withStaffUpload(ctx, {}, async (received) => {
    const form = tipRunForm(today, receivingSites, MAX_TIP_RUN_TONNES);
    if (!received.ok) {
      // Refused while reading (a photo too large, the server busy): the form comes back with what was read of it.
      const { values } = parseForm(form, received.fieldsRead, TIP_RUN_MANY);
      const day = isDate(values.date ?? "") && values.date! <= today ? values.date! : today;
      const chosen = received.fieldsRead.getAll("job").filter((id) => /^[0-9a-f-]{36}$/.test(id));
      const sent = heldTicketSent(received.fieldsRead.get("held"));
      const held = sent && (await isHeldTicket(ctx.services.database.db, ctx.services.photoStore, sent)) ? sent : undefined;
      return renderPage(
        ctx,
        now,
        day,
        { values: { date: today, ...values }, errors: { files: received.message }, chosen, held },
        refusalStatus(received.kind),
      );
    }
    const { upload, stagingDir } = received;
    const parsed = parseForm(form, upload.fieldList, TIP_RUN_MANY);
    const errors: FormErrors = parsed.ok ? {} : { ...parsed.errors };
    const { db } = ctx.services.database;
    // The ticket: a new photo is held in the store at once (and replaces a held one); else the held one, if still there.
    let held: HeldTicket | undefined;
    if (upload.files.length > 1) errors.files = "Add one photo: the weighbridge ticket.";
    else if (upload.files.length === 1) {
      const photo = await keepPhoto(upload.files[0]!, stagingDir, 1);
      if (photo.ok) held = await holdTicket(ctx.services.photoStore, photo.kept, stagingDir, upload.files[0]!.originalName.slice(0, 100));
      else errors.files = photo.message;
    }
    const sent = heldTicketSent(upload.fieldList.get("held"));
    if (!held && !errors.files && sent) {
      if (await isHeldTicket(db, ctx.services.photoStore, sent)) held = sent;
      else errors.files = `The photo ${sent.originalName} is no longer stored: add the ticket's photo again.`;
    }
    if (!held && !errors.files) errors.files = "Add a photo of the weighbridge ticket.";
    const chosen = upload.fieldList.getAll("job").filter((id) => /^[0-9a-f-]{36}$/.test(id));
    const dateShown = parsed.ok
      ? parsed.data.date
      : isDate(parsed.values.date ?? "") && parsed.values.date! <= today
        ? parsed.values.date!
        : today;
    if (!parsed.ok || !held || Object.keys(errors).length) {
      return renderPage(ctx, now, dateShown, { values: parsed.values, errors, chosen, held }, 400);
    }
    const { data } = parsed;
    const result = await recordTipRun(db, {
      tipDate: data.date,
      site: receivingSite(data.site)!,
      weightKg: data.tonnes,
      popsKg: data.pops,
      recycledBasisPoints: data.rate,
      bookingIds: data.job,
      ticket: held,
      actor: staffActor(ctx.staff),
      now,
    });
    if (!result.ok)
      return renderPage(
        ctx,
        now,
        dateShown,
        { values: parsed.values, errors: { [result.field]: result.message }, chosen, held },
        refusalStatus(result.kind),
      );
    // The public recycling figure follows the records at once, not at the next refresh.
    void ctx.services.claims.refresh();
    return redirect(`/staff/disposals?done=recorded${data.date === today ? "" : `&date=${data.date}`}`);
  });
}

/** GET /staff/disposals/held/:id: the preview of a ticket held for a form not yet recorded (never a request's photo). */
export async function heldTicketFile(ctx: SignedInContext): Promise<Response> {
  const id = ctx.params.id ?? "";
  const ticket = { id, previewName: "preview-1.jpg" };
  if (!(await isHeldTicket(ctx.services.database.db, ctx.services.photoStore, ticket))) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const object = await ctx.services.photoStore.get(id, ticket.previewName);
  if (!object) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: { "Content-Type": object.contentType, "Content-Length": String(object.bytes), "Cache-Control": "private, no-store" },
  });
}

/** GET /staff/disposals/:id/ticket: the ticket's photo (its preview, at most 1600 px). */
export async function ticketFile(ctx: SignedInContext): Promise<Response> {
  const notFound = new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const id = ctx.params.id ?? "";
  if (!/^[0-9a-f-]{36}$/.test(id)) return notFound;
  const run = await tipRunById(ctx.services.database.db, id);
  if (!run) return notFound;
  const object =
    (await ctx.services.photoStore.get(run.id, run.previewName)) ?? (await ctx.services.photoStore.get(run.id, run.ticketName));
  if (!object) return notFound;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.bytes),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
