import { AlertCircle } from "lucide-react";
import { cloneElement, type ReactElement } from "react";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** False where the form says once which of its boxes are optional (the staff's long forms on a phone). */
  markOptional?: boolean;
  /** The control: an <input>, <textarea> or <select> with its own name. */
  children: ReactElement<Record<string, unknown>>;
}

export const controlClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm " +
  "placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:ring-danger/30";

/** A labelled form control with its hint and error wired up for assistive technology. */
export function Field({ id, label, required, hint, error, markOptional = true, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : markOptional ? (
          <span className="ml-1 text-sm font-normal text-muted">(optional)</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">
        {cloneElement(children, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          "aria-required": required || undefined,
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type FieldErrorProps = { look?: "public" | "staff" } & (
  { id?: string; error?: string } | { errors: Readonly<Record<string, string>>; name: string }
);

/**
 * A field's error line, pointed at by its control's aria-describedby: given its id and message, or
 * a form's errors and the field's name (the id is then `${name}-error`). The public site's line has
 * an icon; the staff pages' ("staff") is plain bold text. Given errors and a name, as the pages
 * rendered on the server give it, the line is the staff pages' unless `look` says "public".
 */
export function FieldError(props: FieldErrorProps) {
  const byName = "errors" in props;
  const id = byName ? `${props.name}-error` : props.id;
  const error = byName ? props.errors[props.name] : props.error;
  if (!error) return null;
  if ((props.look ?? (byName ? "staff" : "public")) === "staff") {
    return (
      <p id={id} className="mt-1 font-semibold text-danger">
        {error}
      </p>
    );
  }
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {error}
    </p>
  );
}
