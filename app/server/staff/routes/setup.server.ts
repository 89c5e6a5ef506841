/**
 * The authenticator's set-up after the first sign-in: GET /staff/setup (the QR code and key, or the
 * password to start again) and POST (step "start": the password; step "confirm": the first code,
 * answered with the backup codes, shown once).
 */
import { homeOf } from "../../../staff-roles";
import { data, type RouterContextProvider } from "react-router";
import { parseForm, readForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { redirect } from "../../responses.server";
import { setupForm } from "../forms.server";
import type { SetupPageData } from "../views/setup";
import { answeredByAction, setCookieHeaders, signInParts, whereVisitorStands } from "./sign-in-steps.server";

type Context = Readonly<RouterContextProvider>;

/** An otpauth: URI as a QR code, an SVG in a data: URI (the page's policy allows data: images). */
async function qrDataUri(uri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The set-up as it stands for this visitor, with `error` (and its status) when a post was refused; anyone else to their step. */
async function setupPage(request: Request, context: Context, error?: string, status = 200) {
  const state = await whereVisitorStands(request, context);
  if (state.state === "signed-in") return redirect(homeOf[state.staff.role]);
  if (state.state === "needs-second-factor") return redirect("/staff/two-factor");
  if (state.state === "signed-out") return redirect("/staff/sign-in");
  const { pendingSetup } = await import("../auth/setup.server");
  const { deps } = await signInParts(request, context);
  const details = await pendingSetup(deps, state.staff);
  const page: SetupPageData = details
    ? { step: "scan", email: state.staff.email, qr: await qrDataUri(details.uri), secret: details.secret, error }
    : { step: "password", error };
  return data(page, { status });
}

/** GET /staff/setup. */
export async function setupStep(request: Request, context: Context) {
  if (answeredByAction(context)) return null;
  return setupPage(request, context);
}

/** POST /staff/setup: the set-up started or confirmed, or its page again with why. */
export async function setUp(request: Request, context: Context) {
  const state = await whereVisitorStands(request, context);
  if (state.state !== "needs-setup") return setupPage(request, context);
  const form = parseForm(setupForm, await readForm(request));
  if (!form.ok) return setupPage(request, context, Object.values(form.errors).join(" "), 400);
  const { confirmSetup, startSetup } = await import("../auth/setup.server");
  const { deps, visitor } = await signInParts(request, context);
  if (form.data.step === "start") {
    const result = await startSetup(deps, visitor, form.data.password);
    if (result.ok) return redirect("/staff/setup", result.setCookies);
    return setupPage(request, context, result.message, refusalStatus(result.kind));
  }
  const result = await confirmSetup(deps, visitor, state.staff, form.data.code);
  if (!result.ok) return setupPage(request, context, result.message, refusalStatus(result.kind));
  const page: SetupPageData = { step: "codes", backupCodes: result.backupCodes, home: homeOf[state.staff.role] };
  return data(page, { headers: setCookieHeaders(result.setCookies) });
}
