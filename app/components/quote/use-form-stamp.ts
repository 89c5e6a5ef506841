import { useEffect, useRef } from "react";
import { fetchFormStamp, type FormStamp } from "../../lib/send-quote";

/** A stamp is good for 24 hours; one older than this is replaced before sending. */
const STAMP_REFRESH_MS = 23 * 60 * 60 * 1000;

/**
 * The server's signed note of when the form was shown (a minimum fill time keeps out bots): from
 * the page when the server rendered it, otherwise fetched as the form opens.
 */
export function useFormStamp(stamp: FormStamp | undefined) {
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

  /** Drop the stamp (it has carried a request), so the next send fetches its own. */
  function forgetStamp() {
    formStamp.current = undefined;
  }

  /**
   * A stamp carries one quote: the next one from this form gets its own, fetched now so that its
   * fill time has passed by the time the visitor sends it.
   */
  function renewStamp() {
    formStamp.current = undefined;
    void fetchFormStamp().then((fetched) => {
      if (fetched) formStamp.current ??= fetched;
    });
  }

  return { currentStamp, forgetStamp, renewStamp };
}
