import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { data, type RouterContextProvider } from "react-router";
import type { FormErrors } from "../../../components/page-kit/kit";
import { MAX_TIP_RUN_TONNES, receivingSite, receivingSites } from "../../../content/receiving-sites";
import { staffActor } from "../../audit.server";
import { parseForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { addDays, isDate, londonDate } from "../../../kernel/uk-time";
import { redirect } from "../../responses.server";
import { runtimeContext, type Runtime } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { TIP_RUN_MANY, tipRunForm } from "../pages/forms.server";
import { RecyclingFigureView } from "../pages/recycling-figure.server";
import {
  doneJobsBetween,
  formatRate,
  formatTonnes,
  JOB_DAYS_BEFORE_TIP,
  recentTipRuns,
  recordTipRun,
  recyclingFigure,
} from "../tip-runs.server";
import { heldTicketSent, heldTicketValue, holdTicket, isHeldTicket, type HeldTicket } from "../held-tickets.server";
import type { DisposalsPageData } from "../views/disposals-page";
import { shownWeightCheck, type WeightCheck } from "../weight-bound";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the tip run's form shows: what was typed, every problem, the jobs ticked and the ticket's photo held. */
interface FormState {
  values: Record<string, string>;
  errors: FormErrors;
  chosen?: string[];
  held?: HeldTicket;
  /** The weight to confirm: the comparison shown beside "The weight is right: save it". */
  check?: WeightCheck;
}

/** The page for `date`: that day's jobs (and those of the days before), the recent tip runs and the figure, with the form as given. */
async function disposalsPage(runtime: Runtime, now: Date, date: string, form: FormState, status: number, recorded = false) {
  const db = runtime.database.db;
  const [jobs, runs, figure] = await Promise.all([
    doneJobsBetween(db, addDays(date, -JOB_DAYS_BEFORE_TIP), date),
    recentTipRuns(db),
    recyclingFigure(db, now),
  ]);
  const { held, check, ...shown } = form;
  const page: DisposalsPageData = {
    date,
    recorded,
    form: {
      ...shown,
      held: held && { id: held.id, originalName: held.originalName, value: heldTicketValue(held) },
      check: check && shownWeightCheck(check),
    },
    jobs,
    daysBefore: JOB_DAYS_BEFORE_TIP,
    runs: runs.map((run) => ({
      id: run.id,
      tipDate: run.tipDate,
      siteName: run.siteName,
      sitePermit: run.sitePermit,
      references: run.references,
      noJobsReason: run.noJobsReason,
      weight: formatTonnes(run.weightKg),
      popsKg: run.popsKg,
      rate: formatRate(run.recycledBasisPoints),
    })),
    figureHtml: renderToStaticMarkup(createElement(RecyclingFigureView, { figure })),
  };
  return data(page, { status });
}

/** GET /staff/disposals?date=YYYY-MM-DD */
export async function disposalsLoader({ request, context }: Args) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const query = new URL(request.url).searchParams;
  const asked = (query.get("date") ?? "").slice(0, 20);
  const badDate = asked !== "" && !isDate(asked);
  const date = asked && !badDate && asked <= londonDate(now) ? asked : londonDate(now);
  const errors: FormErrors = badDate ? { date: "Enter a date like 2026-11-24." } : {};
  const form = { values: { date: badDate ? asked : date }, errors };
  return disposalsPage(runtime, now, date, form, badDate ? 400 : 200, query.get("done") === "recorded");
}

/** POST /staff/disposals (multipart/form-data): record a tip run. */
export async function recordTipRunAction({ request, context }: Args) {
  const runtime = context.get(runtimeContext);
  const staff = context.get(staffContext);
  const now = runtime.clock.now(request);
  const today = londonDate(now);
  const { db } = runtime.database;
  // The photo pipeline (and its image library) is loaded when a tip run is first sent.
  const { keepPhoto, withStaffUpload } = await import("../../photos/staff-uploads.server");
  return withStaffUpload({ request, staff, services: runtime }, {}, async (received) => {
    const form = tipRunForm(today, receivingSites, MAX_TIP_RUN_TONNES);
    if (!received.ok) {
      // Refused while reading (a photo too large, the server busy): the form comes back with what was read of it.
      const { values } = parseForm(form, received.fieldsRead, TIP_RUN_MANY);
      const day = isDate(values.date ?? "") && values.date! <= today ? values.date! : today;
      const chosen = received.fieldsRead.getAll("job").filter((id) => /^[0-9a-f-]{36}$/.test(id));
      const sent = heldTicketSent(received.fieldsRead.get("held"));
      const held = sent && (await isHeldTicket(db, runtime.photoStore, sent)) ? sent : undefined;
      const errors = { files: received.message };
      return disposalsPage(runtime, now, day, { values: { date: today, ...values }, errors, chosen, held }, refusalStatus(received.kind));
    }
    const { upload, stagingDir } = received;
    const parsed = parseForm(form, upload.fieldList, TIP_RUN_MANY);
    const errors: FormErrors = parsed.ok ? {} : { ...parsed.errors };
    // The ticket: a new photo is held in the store at once (and replaces a held one); else the held one, if still there.
    let held: HeldTicket | undefined;
    if (upload.files.length > 1) errors.files = "Add one photo: the weighbridge ticket.";
    else if (upload.files.length === 1) {
      const photo = await keepPhoto(upload.files[0]!, stagingDir, 1);
      if (photo.ok) held = await holdTicket(runtime.photoStore, photo.kept, stagingDir, upload.files[0]!.originalName.slice(0, 100));
      else errors.files = photo.message;
    }
    const sent = heldTicketSent(upload.fieldList.get("held"));
    if (!held && !errors.files && sent) {
      if (await isHeldTicket(db, runtime.photoStore, sent)) held = sent;
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
      return disposalsPage(runtime, now, dateShown, { values: parsed.values, errors, chosen, held }, 400);
    }
    const { data: run } = parsed;
    const result = await recordTipRun(db, {
      tipDate: run.date,
      site: receivingSite(run.site)!,
      weightKg: run.tonnes,
      popsKg: run.pops,
      recycledBasisPoints: run.rate,
      bookingIds: run.job,
      noJobsReason: run.reason || null,
      weightConfirmed: run.weightOk || null,
      ticket: held,
      actor: staffActor(staff),
      now,
    });
    if (!result.ok) {
      // The weight to confirm: the form again, everything kept, the box unticked beside the figures (a question, not an error).
      const values = result.check ? { ...parsed.values, weightOk: "" } : parsed.values;
      const refused = { values, errors: { [result.field]: result.message }, chosen, held, check: result.check };
      return disposalsPage(runtime, now, dateShown, refused, result.check ? 200 : refusalStatus(result.kind));
    }
    // The public recycling figure follows the records at once, not at the next refresh.
    void runtime.claims.refresh();
    return redirect(`/staff/disposals?done=recorded${run.date === today ? "" : `&date=${run.date}`}`);
  });
}
