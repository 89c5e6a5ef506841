import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { notices } from "../../content/notices";
import { notify } from "../../lib/notify";
import { prepareForUpload } from "../../lib/prepare-photo";
import { ACCESS_NOTES_MAX, CONSENT_TEXT, DESCRIPTION_MAX } from "../../lib/quote-limits";
import type { FieldErrors, QuoteFieldName } from "../../lib/quote-schema";
import { fetchFormStamp, sendQuote, type FormStamp } from "../../lib/send-quote";
import { PostcodeHint } from "../coverage/postcode-hint";
import { buttonClass } from "../ui/button";
import { controlClass, Field, FieldError } from "../ui/field";
import { PhotoPicker, type PhotoUploadState, type PickedPhoto } from "./photo-picker";
import { UploadProgress } from "./upload-progress";

export type QuoteFormVariant = "dialog" | "page";

/** What a no-JavaScript post got back from the server, to show in the page it renders. */
export interface ServerFormResult {
  ok: boolean;
  reference?: string;
  fieldErrors?: FieldErrors;
  values?: Partial<Record<QuoteFieldName, string>>;
  /** The server's explanation of a refusal (too large, too many photos, busy). */
  error?: string;
  /** The stamp the form is shown again with. */
  stamp?: FormStamp;
}

interface Props {
  variant: QuoteFormVariant;
  onSuccess?: () => void;
  serverResult?: ServerFormResult;
  /** The form's stamp, when the page was rendered by the server for this visitor (/contact). */
  stamp?: FormStamp;
  /** Text the description starts with (the price estimate's choices). */
  prefill?: { description?: string };
}

/** A stamp is good for 24 hours; one older than this is replaced before sending. */
const STAMP_REFRESH_MS = 23 * 60 * 60 * 1000;

const fieldOrder: (QuoteFieldName | "files")[] = ["name", "phone", "email", "postcode", "preferredDatetime", "accessNotes", "description", "files", "consentGiven"];

type Validation = typeof import("../../lib/quote-schema");
let validation: Promise<Validation> | undefined;

/**
 * The schema the server checks with (zod, the UK phone and postcode rules) is most of the form's
 * code, so it loads when the visitor starts on the form (first focus, touch or input), not with the
 * page. A failed load is forgotten, so the next attempt fetches it again.
 */
export function loadValidation(): Promise<Validation> {
  validation ??= import("../../lib/quote-schema").catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The quote request form, the same in the dialog and on /contact. With JavaScript it
 * validates in the browser, shrinks photos and uploads with progress; without, it is a plain
 * multipart form post to /contact.
 */
export function QuoteForm({ variant, onSuccess, serverResult, stamp, prefill }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>(serverResult?.ok ? {} : (serverResult?.fieldErrors ?? {}));
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [uploadStates, setUploadStates] = useState<Record<string, PhotoUploadState>>();
  const [status, setStatus] = useState<{ kind: "success" | "error"; title: string; text: string; detail?: string; reference?: string } | null>(() => {
    if (!serverResult) return null;
    const success = variant === "dialog" ? notices.dialogSuccess : notices.contactSuccess;
    return serverResult.ok
      ? { kind: "success", title: success.title, text: success.description, reference: serverResult.reference }
      : { kind: "error", title: notices.failure.title, text: notices.failure.description, detail: serverResult.error };
  });
  // One key per request attempt, kept across retries so a resend cannot create a second quote.
  const idempotencyKey = useRef<string>(undefined);
  // The server's signed note of when the form was shown (a minimum fill time keeps out bots): from
  // the page when the server rendered it, otherwise fetched as the form opens.
  const formStamp = useRef<(FormStamp & { obtainedAt: number }) | undefined>(undefined);
  useEffect(() => {
    if (stamp) {
      formStamp.current = { ...stamp, obtainedAt: Date.now() };
      return;
    }
    let cancelled = false;
    void fetchFormStamp().then((fetched) => {
      if (!cancelled && fetched) formStamp.current = fetched;
    });
    return () => {
      cancelled = true;
    };
  }, [stamp]);

  /** The stamp to send: fetched now if there is none or it is old, and never sent before its fill time has passed. */
  async function currentStamp(): Promise<string | undefined> {
    let current = formStamp.current;
    if (!current || Date.now() - current.obtainedAt > STAMP_REFRESH_MS) current = formStamp.current = await fetchFormStamp();
    if (!current) return undefined;
    const wait = current.obtainedAt + current.minFillMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return current.value;
  }
  const values = serverResult?.ok ? undefined : serverResult?.values;

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (!first) return;
    const element = form.current?.querySelector<HTMLElement>(first === "files" ? 'input[type="file"]' : `[name="${first}"]`);
    element?.focus();
  }

  function fail(fieldErrors: FieldErrors = {}, detail?: unknown, explanation?: string) {
    console.error("Quote request failed", detail ?? fieldErrors);
    setErrors(fieldErrors);
    setStatus({ kind: "error", title: notices.failure.title, text: notices.failure.description, detail: explanation });
    void notify({ kind: "error", ...notices.failure });
    focusFirstError(fieldErrors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const raw = Object.fromEntries(new FormData(element).entries());
    setSending(true);
    // Without the schema (its file failed to load) the server's identical check answers instead.
    const schema = await loadValidation().catch(() => undefined);
    const checked = schema?.validateQuote({ ...raw, consentGiven: raw.consentGiven ?? "" }) ?? { ok: true as const };
    setStatus(null);
    if (!checked.ok) {
      setSending(false);
      fail(checked.fieldErrors, undefined, "Please check the highlighted fields.");
      return;
    }
    setErrors({});
    setProgress({ sent: 0, total: 1 });
    try {
      const body = new FormData();
      for (const [key, value] of Object.entries(raw)) if (typeof value === "string") body.append(key, value);
      body.set("consentGiven", "true");
      const stampValue = await currentStamp();
      if (stampValue) body.set("formStamp", stampValue);
      else body.delete("formStamp");
      idempotencyKey.current ??= newKey();
      const prepared = await Promise.all(photos.map((photo) => prepareForUpload(photo.file)));
      // Where each photo's bytes end in the body, to show per-photo progress.
      let offset = 0;
      const ends = prepared.map((file, i) => ({ id: photos[i]!.id, end: (offset += file.size) }));
      prepared.forEach((file) => body.append("files", file, file.name));
      setUploadStates(Object.fromEntries(ends.map((e) => [e.id, "waiting" as const])));

      const result = await sendQuote(
        body,
        (sent, total) => {
          setProgress({ sent, total });
          const fileBytesSent = Math.max(0, sent - (total - offset));
          setUploadStates(Object.fromEntries(ends.map((e, i) => {
            const start = i === 0 ? 0 : ends[i - 1]!.end;
            return [e.id, fileBytesSent >= e.end ? "sent" : fileBytesSent > start ? "uploading" : "waiting"];
          })));
        },
        idempotencyKey.current,
      );
      if (!result.ok) {
        // 409: this stamp already carried a request (sent from another tab, or before a reload); the
        // next send takes a fresh one.
        if (result.status === 409) formStamp.current = undefined;
        fail(result.fieldErrors ?? {}, result, result.status > 0 ? result.error : "We couldn't reach our server. Check your connection and try again.");
        return;
      }
      const success = variant === "dialog" ? notices.dialogSuccess : notices.contactSuccess;
      element.reset();
      setPhotos([]);
      idempotencyKey.current = undefined;
      // A stamp carries one quote: the next one from this form gets its own, fetched now so that its
      // fill time has passed by the time the visitor sends it.
      formStamp.current = undefined;
      void fetchFormStamp().then((fetched) => {
        if (fetched) formStamp.current ??= fetched;
      });
      setStatus({ kind: "success", title: success.title, text: success.description, reference: result.reference });
      void notify({ kind: "success", title: success.title, description: `${success.description} Your reference: ${result.reference}.` });
      onSuccess?.();
    } catch (error) {
      fail({}, error);
    } finally {
      setSending(false);
      setProgress(null);
      setUploadStates(undefined);
    }
  }

  const err = (name: QuoteFieldName) => errors[name];

  return (
    <form
      ref={form}
      method="post"
      action="/contact#quote-form"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      onPointerDown={() => void loadValidation().catch(() => {})}
      onInput={(event) => {
        void loadValidation().catch(() => {});
        // A field's error goes as soon as the visitor changes that field.
        const name = (event.target as HTMLInputElement).name as QuoteFieldName;
        if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      }}
      aria-describedby={`${uid}-required-note`}
      className="space-y-5"
    >
      <p id={`${uid}-required-note`} className="text-sm text-muted">
        Fields marked <span aria-hidden="true" className="text-danger">*</span><span className="sr-only">as required</span> are required.
      </p>

      <div ref={statusRef} role="status" aria-live="polite" aria-atomic="true">
        {status ? (
          <div
            className={`flex gap-3 rounded-lg border-2 p-4 ${status.kind === "success" ? "border-brand bg-brand-soft" : "border-danger bg-red-50"}`}
          >
            {status.kind === "success" ? (
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
            ) : (
              <AlertCircle className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
            )}
            <div>
              <p className="font-bold">{status.title}</p>
              <p>{status.text}</p>
              {status.detail ? <p className="mt-1 font-medium">{status.detail}</p> : null}
              {status.reference ? (
                <p className="mt-1">
                  Your reference: <strong data-testid="quote-reference">{status.reference}</strong>
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>

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
            <input name="postcode" type="text" autoComplete="postal-code" autoCapitalize="characters" defaultValue={values?.postcode} className={controlClass} />
          </Field>
        </PostcodeHint>
      </div>
      <Field id={id("preferredDatetime")} label="Preferred date and time" error={err("preferredDatetime")}>
        <input name="preferredDatetime" type="datetime-local" defaultValue={values?.preferredDatetime} className={controlClass} />
      </Field>
      <Field id={id("accessNotes")} label="Access notes" error={err("accessNotes")} hint="Parking, stairs, lifts, gates: anything that helps the crew.">
        <textarea name="accessNotes" rows={2} maxLength={ACCESS_NOTES_MAX} defaultValue={values?.accessNotes} className={controlClass} />
      </Field>
      <Field id={id("description")} label="What needs clearing?" required error={err("description")} hint="The items, roughly how much, and where they are (loft, garden, garage).">
        <textarea name="description" rows={4} maxLength={DESCRIPTION_MAX} defaultValue={values?.description ?? prefill?.description} className={controlClass} />
      </Field>

      <PhotoPicker photos={photos} onChange={setPhotos} disabled={sending} error={errors.files} uploadStates={uploadStates} />

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
            <span aria-hidden="true" className="ml-0.5 text-danger">*</span>
            <span className="sr-only"> (required)</span>
          </label>
        </div>
        <FieldError id={`${id("consentGiven")}-error`} error={err("consentGiven")} />
      </div>

      {/* Spam traps: a field people never see or fill, and when the form was shown (signed by the server). */}
      {stamp ? <input type="hidden" name="formStamp" value={stamp.value} /> : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {progress ? <UploadProgress sent={progress.sent} total={progress.total} /> : null}

      <button type="submit" disabled={sending} className={`${buttonClass("cta", "lg")} w-full`}>
        {sending ? "Sending..." : "Send My Quote Request"}
      </button>
      <p className="text-center text-sm text-muted">We reply within 2 hours during business hours, often within 30 minutes.</p>
    </form>
  );
}
