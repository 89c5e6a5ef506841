import { useRef, useState, type FormEvent } from "react";
import { notices } from "../../content/notices";
import { notify } from "../../lib/notify";
import { prepareForUpload } from "../../lib/prepare-photo";
import type { FieldErrors, QuoteFieldName } from "../../lib/quote-schema";
import { sendQuote, type FormStamp } from "../../lib/send-quote";
import { loadValidation } from "./load-validation";
import type { PhotoUploadState, PickedPhoto } from "./photo-picker";
import type { FormStatus } from "./quote-form-status";
import { useFormStamp } from "./use-form-stamp";

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

const fieldOrder: (QuoteFieldName | "files")[] = [
  "name",
  "phone",
  "email",
  "postcode",
  "preferredDatetime",
  "accessNotes",
  "description",
  "files",
  "consentGiven",
];

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** What the form says when the request was refused for something the visitor can put right. */
const refusal = (detail?: string): FormStatus => ({
  kind: "error",
  title: "Your request was not sent",
  text: detail ?? "Please check the highlighted fields.",
});

/** What the form shows first: the server's answer to a no-JavaScript post, if there was one. */
function initialStatus(serverResult: ServerFormResult | undefined, variant: QuoteFormVariant): FormStatus | null {
  if (!serverResult) return null;
  const success = variant === "dialog" ? notices.dialogSuccess : notices.contactSuccess;
  if (serverResult.ok) return { kind: "success", title: success.title, text: success.description, reference: serverResult.reference };
  if (Object.keys(serverResult.fieldErrors ?? {}).length > 0) return refusal();
  return { kind: "error", title: notices.failure.title, text: notices.failure.description, detail: serverResult.error };
}

/** Each photo's upload state, from how many of the photos' bytes have been sent and where each photo's bytes end. */
function photoStates(ends: { id: string; end: number }[], fileBytesSent: number): Record<string, PhotoUploadState> {
  return Object.fromEntries(
    ends.map((e, i) => {
      const start = i === 0 ? 0 : ends[i - 1]!.end;
      return [e.id, fileBytesSent >= e.end ? "sent" : fileBytesSent > start ? "uploading" : "waiting"];
    }),
  );
}

/**
 * The form's state and its sending: validation in the browser, the stamp, shrinking the photos,
 * the upload with progress, and what the form says afterwards.
 */
export function useQuoteSubmit({
  variant,
  onSuccess,
  serverResult,
  stamp,
}: {
  variant: QuoteFormVariant;
  onSuccess?: () => void;
  serverResult?: ServerFormResult;
  stamp?: FormStamp;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>(serverResult?.ok ? {} : (serverResult?.fieldErrors ?? {}));
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [uploadStates, setUploadStates] = useState<Record<string, PhotoUploadState>>();
  const [status, setStatus] = useState<FormStatus | null>(() => initialStatus(serverResult, variant));
  // One key per request attempt, kept across retries so a resend cannot create a second quote.
  const idempotencyKey = useRef<string>(undefined);
  const { currentStamp, forgetStamp, renewStamp } = useFormStamp(stamp);

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = fieldOrder.find((name) => fieldErrors[name]);
    if (!first) return;
    const element = form.current?.querySelector<HTMLElement>(first === "files" ? 'input[type="file"]' : `[name="${first}"]`);
    element?.focus();
  }

  /** Refused for something the visitor can put right: said at the fields (and above them), no toast. */
  function refuse(fieldErrors: FieldErrors, detail?: string) {
    setErrors(fieldErrors);
    setStatus(refusal(Object.keys(fieldErrors).length > 0 ? undefined : detail));
    focusFirstError(fieldErrors);
  }

  /** The request did not get through (the network, or the server failing): the Error notice, and a toast. */
  function fail(detail: unknown, explanation?: string) {
    console.error("Quote request failed", detail);
    setStatus({ kind: "error", title: notices.failure.title, text: notices.failure.description, detail: explanation });
    void notify({ kind: "error", ...notices.failure });
  }

  /** Back to an empty form after a send (/contact's "Send another request"). */
  function startAgain() {
    setStatus(null);
    setErrors({});
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
      refuse(checked.fieldErrors);
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
          setUploadStates(photoStates(ends, Math.max(0, sent - (total - offset))));
        },
        idempotencyKey.current,
      );
      if (!result.ok) {
        // 409: this stamp already carried a request (sent from another tab, or before a reload); the
        // next send takes a fresh one.
        if (result.status === 409) forgetStamp();
        const fieldErrors = result.fieldErrors ?? {};
        // A refusal the visitor can act on (a field, a photo, too many requests) is said on the page;
        // no answer at all, or the server failing, is the Error notice.
        if (Object.keys(fieldErrors).length > 0 || (result.status >= 400 && result.status < 500)) refuse(fieldErrors, result.error);
        else fail(result, result.status > 0 ? result.error : "We couldn't reach our server. Check your connection and try again.");
        return;
      }
      const success = variant === "dialog" ? notices.dialogSuccess : notices.contactSuccess;
      element.reset();
      setPhotos([]);
      idempotencyKey.current = undefined;
      renewStamp();
      setStatus({ kind: "success", title: success.title, text: success.description, reference: result.reference });
      // The dialog closes, so its toast carries the reference; /contact shows it in place of the form.
      if (variant === "dialog") {
        void notify({ kind: "success", title: success.title, description: `${success.description} Your reference: ${result.reference}.` });
      }
      onSuccess?.();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
      setProgress(null);
      setUploadStates(undefined);
    }
  }

  return { form, photos, setPhotos, errors, setErrors, sending, progress, uploadStates, status, handleSubmit, startAgain };
}
