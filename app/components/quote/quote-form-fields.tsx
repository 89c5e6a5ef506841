import { CONSENT_TEXT } from "../../lib/quote-limits";
import type { QuoteFieldName } from "../../lib/quote-schema";
import { PostcodeHint } from "../coverage/postcode-hint";
import { controlClass, Field, FieldError } from "../ui/field";

interface FieldsProps {
  /** The element id for a field's name. */
  id: (name: string) => string;
  /** The error shown for a field, if any. */
  err: (name: QuoteFieldName) => string | undefined;
  /** The values a no-JavaScript post sent, shown again. */
  values?: Partial<Record<QuoteFieldName, string>>;
}

/** Who is asking and where the collection is. */
export function ContactFields({ id, err, values }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={id("name")} label="Name" required error={err("name")}>
        <input name="name" type="text" autoComplete="name" defaultValue={values?.name} className={controlClass} />
      </Field>
      <Field id={id("phone")} label="Phone" required error={err("phone")}>
        <input name="phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={values?.phone} className={controlClass} />
      </Field>
      <Field id={id("email")} label="Email" required error={err("email")}>
        <input name="email" type="email" autoComplete="email" defaultValue={values?.email} className={controlClass} />
      </Field>
      <PostcodeHint>
        <Field id={id("postcode")} label="Postcode" required error={err("postcode")} hint="Where the collection is, e.g. RH10 1AA">
          <input
            name="postcode"
            type="text"
            autoComplete="postal-code"
            autoCapitalize="characters"
            defaultValue={values?.postcode}
            className={controlClass}
          />
        </Field>
      </PostcodeHint>
    </div>
  );
}

/** The required consent checkbox and its error. */
export function ConsentField({ id, err, values }: FieldsProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id("consentGiven")}
          name="consentGiven"
          type="checkbox"
          value="true"
          defaultChecked={values?.consentGiven === "true"}
          aria-invalid={err("consentGiven") ? true : undefined}
          aria-describedby={err("consentGiven") ? `${id("consentGiven")}-error` : undefined}
          aria-required="true"
          className="mt-1 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={id("consentGiven")} className="text-[0.95rem]">
          {CONSENT_TEXT}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </label>
      </div>
      <FieldError id={`${id("consentGiven")}-error`} error={err("consentGiven")} />
    </div>
  );
}

/** A spam trap: a field people never see or fill. */
export function HiddenTrapField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
