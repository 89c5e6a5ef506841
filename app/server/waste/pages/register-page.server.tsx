import { audit, staffActor } from "../../../kernel/audit.server";
import { londonDate } from "../../../kernel/uk-time";
import { registerCsvChunks, registerFileName } from "../register.server";
import { csvResponse } from "../../../kernel/page/responses.server";
import { registerRange } from "./forms.server";
import {
  buttonClass,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Label,
  parseForm,
  type FormErrors,
  type FormValues,
} from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";

const FIELDS = [
  { name: "from", label: "First date" },
  { name: "to", label: "Last date" },
] as const;

/** GET /staff/register: the form. The file is GET /staff/register.csv with the same fields. */
export function registerPage(ctx: SignedInContext, state?: { values: FormValues; errors: FormErrors }): Response {
  const now = ctx.services.clock.now(ctx.request);
  const today = londonDate(now);
  const values: FormValues = state?.values ?? { from: `${today.slice(0, 8)}01`, to: today };
  const errors = state?.errors ?? {};
  return staffPage({
    title: "Waste register",
    staff: ctx.staff,
    status: Object.keys(errors).length ? 400 : 200,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Waste register</h1>
        <p className="mb-2 max-w-prose">
          Every waste line of the waste transfer notes issued between two dates (the day of the collection, UK time, both dates included),
          as a spreadsheet file: the date, the note number, the List of Waste code, the description, the quantity (share of the van and
          estimated weight), the containment, the collection's postcode district (never the full postcode) and the receiving site's permit.
        </p>
        <p className="mb-4 max-w-prose">
          A note that a correction replaced is listed too, marked “superseded by” the correcting note’s number: both stay legal records. To
          total the waste, count only the lines marked “issued”.
        </p>
        <ErrorSummary errors={errors} lead="No register was made:" />
        <form method="get" action="/staff/register.csv" className="flex flex-wrap items-end gap-4" noValidate>
          {FIELDS.map((field) => (
            <div key={field.name} className="flex flex-col">
              <Label htmlFor={field.name}>{field.label}</Label>
              <input
                id={field.name}
                name={field.name}
                type="date"
                defaultValue={values[field.name] ?? ""}
                aria-describedby={describedBy(errors, field.name)}
                aria-invalid={errors[field.name] ? true : undefined}
                className={controlClass}
              />
              <FieldError errors={errors} name={field.name} />
            </div>
          ))}
          <button type="submit" className={buttonClass("primary")}>
            Download the register (CSV)
          </button>
        </form>
      </>
    ),
  });
}

/** GET /staff/register.csv?from&to: the register, written as it is read; bad dates show the form again with what was typed. */
export async function registerFile(ctx: SignedInContext): Promise<Response> {
  const parsed = parseForm(registerRange, ctx.url.searchParams);
  if (!parsed.ok) return registerPage(ctx, { values: parsed.values, errors: parsed.errors });
  const range = parsed.data;
  const { db } = ctx.services.database;
  const now = ctx.services.clock.now(ctx.request);
  await audit(db, staffActor(ctx.staff), { action: "export", detail: `waste register ${range.from} to ${range.to}`, at: now });
  return csvResponse(registerCsvChunks(db, range), registerFileName(range));
}
