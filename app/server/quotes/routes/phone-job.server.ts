/**
 * GET and POST /staff/jobs/new: the "Phone or WhatsApp job" (phone-job.server.ts in the feature).
 * The form is multipart (any photos the caller sent) and is read like every staff upload; a refused
 * form comes back, 400, with what was typed and its id, so posting it again still stores one request.
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { staffActor } from "../../audit.server";
import { parseForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { quotePath, type FormErrors } from "../../../components/page-kit/kit";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import type { KeptPhoto } from "../../photos/pipeline.server";
import { phoneJobSchema, takePhoneJob } from "../phone-job.server";
import type { PhoneJobFormState } from "../views/phone-job-page";

const AGAIN = "The photos were not kept: choose them again.";

export const phoneJobLoader = (): PhoneJobFormState => ({ formId: randomUUID(), values: {}, errors: {} });

/** The form again with its problems, keeping its id (a made-up or missing one is replaced). */
function again(fields: URLSearchParams, errors: FormErrors, status: number) {
  const { values } = parseForm(phoneJobSchema, fields);
  const sent = fields.get("formId") ?? "";
  const formId = /^[0-9a-f-]{36}$/.test(sent) ? sent : randomUUID();
  const { formId: _, ...shown } = values;
  return data<PhoneJobFormState>({ formId, values: shown, errors }, { status });
}

export async function phoneJobAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const runtime = context.get(runtimeContext);
  const staff = context.get(staffContext);
  const now = runtime.clock.now(request);
  // The photo pipeline (and its image library) is loaded when a job with photos is first sent.
  const { keepPhoto, withStaffUpload } = await import("../../photos/staff-uploads.server");
  return withStaffUpload({ request, staff, services: runtime }, {}, async (received) => {
    if (!received.ok) return again(received.fieldsRead, { files: received.message }, refusalStatus(received.kind));
    const { upload, stagingDir } = received;
    const parsed = parseForm(phoneJobSchema, upload.fieldList);
    const errors: FormErrors = parsed.ok ? {} : { ...parsed.errors };
    const photos: KeptPhoto[] = [];
    for (const [i, file] of upload.files.entries()) {
      if (Object.keys(errors).length) break;
      const photo = await keepPhoto(file, stagingDir, i + 1);
      if (photo.ok) photos.push(photo.kept);
      else errors.files = `${photo.message} ${AGAIN}`;
    }
    if (!parsed.ok || Object.keys(errors).length) {
      if (upload.files.length && !errors.files) errors.files = AGAIN;
      return again(upload.fieldList, errors, 400);
    }
    const originalNames = upload.files.map((file) => file.originalName.slice(0, 100));
    const taken = await takePhoneJob(
      runtime.database.db,
      runtime.photoStore,
      parsed.data,
      { photos, originalNames, stagingDir },
      staffActor(staff),
      now,
    );
    return redirect(`${quotePath(taken.reference)}/book`);
  });
}
