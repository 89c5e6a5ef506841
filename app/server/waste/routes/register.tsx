import { staffTitle } from "../../../components/page-kit/meta";
import { RegisterForm } from "../views/register-form";
import type { Route } from "./+types/register";
import { registerFormValues } from "./register.server";

/** GET /staff/register: the waste register's form. The file is GET /staff/register.csv with the same fields. */
export const loader = ({ request, context }: Route.LoaderArgs) => registerFormValues(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Waste register");

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  return <RegisterForm {...loaderData} />;
}
