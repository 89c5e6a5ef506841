import { staffTitle } from "../../../components/page-kit/meta";
import { RegisterForm } from "../views/register-form";
import type { Route } from "./+types/register-file";
import { refusedRange, registerFile } from "./register.server";

/** GET /staff/register.csv?from&to: the register as CSV; dates it cannot take show the form again with what was typed. */
export const middleware: Route.MiddlewareFunction[] = [registerFile];

export const loader = ({ request }: Route.LoaderArgs) => refusedRange(request);

export const meta: Route.MetaFunction = () => staffTitle("Waste register");

export default function RegisterRefused({ loaderData }: Route.ComponentProps) {
  return <RegisterForm {...loaderData} />;
}
