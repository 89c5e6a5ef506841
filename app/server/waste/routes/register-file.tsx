import { staffTitle } from "../../../components/staff/meta";
import { RegisterForm } from "../views/register-form";
import type { Route } from "./+types/register-file";
import { registerFile } from "./register.server";

/** GET /staff/register.csv?from&to: the register as CSV; dates it cannot take show the form again with what was typed. */
export const loader = ({ request, context }: Route.LoaderArgs) => registerFile(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Waste register");

export default function RegisterRefused({ loaderData }: Route.ComponentProps) {
  return <RegisterForm {...loaderData} />;
}
