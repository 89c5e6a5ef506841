import { staffTitle } from "../../../components/page-kit/meta";
import { PhoneJobPage } from "../views/phone-job-page";
import type { Route } from "./+types/phone-job";
import { phoneJobAction, phoneJobLoader } from "./phone-job.server";

/** GET /staff/jobs/new: the "Phone or WhatsApp job" form; POST (multipart: any photos) stores the request and goes on to its booking page. */
export const loader = () => phoneJobLoader();

export const action = (args: Route.ActionArgs) => phoneJobAction(args);

export const meta: Route.MetaFunction = () => staffTitle("Phone or WhatsApp job");

export default function PhoneJob({ loaderData, actionData }: Route.ComponentProps) {
  return <PhoneJobPage form={actionData ?? loaderData} />;
}
