import type { FieldErrors } from "./quote-schema";

export const SUBMIT_QUOTE_URL = "/functions/v1/submit-quote";

export type SendResult =
  | { ok: true; reference: string }
  | { ok: false; status: number; error: string; fieldErrors?: FieldErrors };

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
        resolve({ ok: false, status: xhr.status, error: response.error ?? `The server answered ${xhr.status}.`, fieldErrors: response.fieldErrors });
      }
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: "The connection failed." });
    xhr.ontimeout = () => resolve({ ok: false, status: 0, error: "The upload timed out." });
    xhr.send(body);
  });
}
