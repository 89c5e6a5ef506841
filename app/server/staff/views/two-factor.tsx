import { Alert, buttonClass, Card, tapLinkClass } from "../../../components/page-kit/kit";
import { TRUST_DEVICE_DAYS } from "../auth/rules";
import { CodeField } from "./sign-in-fields";

/** The second step: the code, whether to trust this device, and why the last code was refused. */
export interface TwoFactorPageData {
  next: string;
  trust: boolean;
  error?: string;
}

export function TwoFactorView({ next, trust, error }: TwoFactorPageData) {
  return (
    <Card heading="Enter your code">
      <Alert id="code-error">{error}</Alert>
      <form method="post" action="/staff/two-factor" className="space-y-4" noValidate>
        <input type="hidden" name="next" value={next} />
        <CodeField errorId={error ? "code-error" : undefined} />
        <div className="flex items-start gap-2">
          <input id="trust" name="trust" type="checkbox" value="1" defaultChecked={trust} className="mt-1 size-5" />
          <label htmlFor="trust" className="text-ink">
            Trust this device for {TRUST_DEVICE_DAYS} days (only on a device no one else uses)
          </label>
        </div>
        <button type="submit" className={`${buttonClass("primary")} w-full`}>
          Continue
        </button>
      </form>
      <form method="post" action="/staff/sign-out" className="mt-4">
        <button type="submit" className={tapLinkClass}>
          Start again
        </button>
      </form>
    </Card>
  );
}
