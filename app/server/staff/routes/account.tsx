import { pagePolicy } from "../../../components/page-kit/headers";
import { staffTitle } from "../../../components/page-kit/meta";
import { AccountView } from "../views/account";
import type { Route } from "./+types/account";
import { accountPage } from "./account.server";

/** GET /staff/account: who is signed in, their passkeys, and "sign out everywhere". */
export const loader = ({ request, context }: Route.LoaderArgs) => accountPage(request, context);

export const headers: Route.HeadersFunction = pagePolicy;

export const meta: Route.MetaFunction = () => staffTitle("Your account");

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return <AccountView {...loaderData} />;
}
