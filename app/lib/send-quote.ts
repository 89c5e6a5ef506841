import type { FieldErrors } from "./quote-schema";

const SUBMIT_QUOTE_URL = "/functions/v1/submit-quote";
const FORM_STAMP_URL = "/functions/v1/form-stamp";

/** The server's signed note of when the form was shown, and how long a person takes at least. */
export interface FormStamp {
  value: string;
  minFillMs: number;
}

/** A fresh stamp from the server, or undefined when it cannot be reached (tried again on sending). */
export async function fetchFormStamp(): Promise<(FormStamp & { obtainedAt: number }) | undefined> {
  try {
    const response = await fetch(FORM_STAMP_URL, { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const stamp = (await response.json()) as Partial<FormStamp>;
    if (typeof stamp.value !== "string" || typeof stamp.minFillMs !== "number") return undefined;
    return { value: stamp.value, minFillMs: stamp.minFillMs, obtainedAt: Date.now() };
  } catch {
    return undefined;
  }
}

export type SendResult = { ok: true; reference: string } | { ok: false; status: number; error: string; fieldErrors?: FieldErrors };

/**
 * POST the multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * `onProgress` gets the bytes sent so far and the total.
 */
export function sendQuote(body: FormData, onProgress: (sent: number, total: number) => void, idempotencyKey: string): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", SUBMIT_QUOTE_URL);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const response = (xhr.response ?? {}) as { reference?: string; error?: string; fieldErrors?: FieldErrors };
      if (xhr.status >= 200 && xhr.status < 300 && response.reference) {
        resolve({ ok: true, reference: response.reference });
      } else {
        resolve({
          ok: false,
          status: xhr.status,
          error: response.error ?? `The server answered ${xhr.status}.`,
          fieldErrors: response.fieldErrors,
        });
      }
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: "The connection failed." });
    xhr.ontimeout = () => resolve({ ok: false, status: 0, error: "The upload timed out." });
    xhr.send(body);
  });
}
