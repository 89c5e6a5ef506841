import {
  buttonClass,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Label,
  type FormErrors,
  type FormValues,
} from "../../../components/page-kit/kit";

const FIELDS = [
  { name: "from", label: "First date" },
  { name: "to", label: "Last date" },
] as const;

/** The waste register's form: two dates, sent to GET /staff/register.csv. */
export function RegisterForm({ values, errors }: { values: FormValues; errors: FormErrors }) {
  return (
    <>
      <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">Waste register</h1>
      <p className="mb-2 max-w-prose">
        Every waste line of the waste transfer notes issued between two dates (the day of the collection, UK time, both dates included), as
        a spreadsheet file: the date, the note number, the List of Waste code, the description, the quantity (share of the van and estimated
        weight), the containment, the collection's postcode district (never the full postcode) and the receiving site's permit.
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
  );
}
